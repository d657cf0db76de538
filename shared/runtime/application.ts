import { firstTapHold } from './first-tap';
import { connect, disconnect, hurry, presetOf, setWidgets, type WidgetStrategies } from './lifecycle';
import { createLoader, type WidgetLoader } from './loader';
import { observeTags, tagsIn } from './tag-observer';

export type { WidgetStrategies } from './lifecycle';
export type { WidgetLoader } from './loader';

/** The events the first-tap hold listens to. */
const PRESSES = ['click', 'submit'];

export interface Application {
  /**
   * Holds presses on the fallbacks of known widgets from now on, before start(): the entry runs
   * about when the page is first painted, start() a frame later, and a tap in between would
   * otherwise leave the page (the CMS's 'В корзину' form). start() does it too.
   */
  holdPresses(): void;
  /** Mounts the document's tags and watches it for tags added, removed or changed later. */
  start(): void;
  stop(): void;
  /** Mounts every tag in `root` (itself included) that is not mounted yet, parents first. */
  mount(root?: ParentNode): void;
  /** Unmounts every tag in `root`; a later mount(root) mounts them again. */
  unmount(root?: ParentNode): void;
}

/**
 * Mounts a widget on every `data-widget` tag, now and whenever one is added, and unmounts it when
 * its tag leaves the document. Modelled on Stimulus's application and Astro's islands, and made of
 * parts read one at a time: the tag observer (tag-observer.ts), the loader (loader.ts), the first-tap
 * hold (first-tap.ts), each tag's life (lifecycle.ts) and, fetched with the first widget, the mounting
 * half (mount.ts, mount-queue.ts). Written as closures rather than classes so the minifier can shorten
 * every name: this is the entry's bulk.
 */
export function createApplication(widgets: WidgetStrategies, loadWidget: WidgetLoader): Application {
  setWidgets(widgets, createLoader(loadWidget));
  let stopObserving: (() => void) | undefined;

  const hold = firstTapHold((tag) => {
    // Pressed before start() (or before the tag observer saw it added): the tag (outermost, so no
    // parent to wait for) is taken on now, if known; connect() does nothing for a tag taken on already.
    if (presetOf(tag)) connect(tag);
    // A tag the runtime has taken on carries a state.
    return tag.hasAttribute('data-widget-state');
  }, hurry);

  const app: Application = {
    holdPresses() {
      // Adding the same listener again is a no-op: start() may call this after the entry did.
      for (const type of PRESSES) document.addEventListener(type, hold, true);
    },
    start() {
      app.holdPresses();
      app.mount();
      // Changed tags are watched by the mounting half (mount.ts), once a widget's code has come.
      stopObserving = observeTags(app.mount, app.unmount);
    },
    stop() {
      for (const type of PRESSES) document.removeEventListener(type, hold, true);
      stopObserving?.();
      app.unmount();
    },
    mount(root = document) {
      tagsIn(root).forEach(connect);
    },
    unmount(root = document) {
      tagsIn(root).reverse().forEach(disconnect);
    },
  };
  return app;
}
