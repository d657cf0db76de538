import type { VitrinaConfig } from '../config';
import type { VitrinaEventMap } from './events';

/** `window.Vitrina`: what a CMS template or a partner page may call. */
export interface VitrinaHost {
  readonly version: string;
  readonly config: Readonly<VitrinaConfig>;
  /** Mounts every data-widget tag inside root (the whole document by default). */
  mount(root?: ParentNode): void;
  /** Unmounts every widget inside root; its tags stay and can be mounted again. */
  unmount(root?: ParentNode): void;
  /** Opens the popup with this id, as a click on `data-popup-open="<id>"` does. */
  openPopup(id: string): void;
}

declare global {
  interface Window {
    Vitrina?: VitrinaHost;
    VitrinaConfig?: Partial<VitrinaConfig>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the typed events into addEventListener
  interface DocumentEventMap extends VitrinaEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widget lifecycle events bubble from tags
  interface HTMLElementEventMap extends VitrinaEventMap {}
}
