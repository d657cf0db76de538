import type * as v from 'valibot';

/**
 * When a tag's code is fetched: at once, when the browser is idle, when the tag nears the screen, on
 * the first sign that the shopper is about to use it (`intent`; `interaction` is its older name), at
 * once on a wide screen and on intent or the first scroll on a phone (`folded`), on the page's
 * first scroll (`scroll`), for a list of the CMS's product cards, on intent unless the shop knows
 * something its markup cannot show (`cards`: shared/runtime/cards.ts), or, for what only asks for the
 * shopper's consent to cookies, when idle until the shopper has given it and never after (`consent`:
 * a returning shopper's pages do not fetch the cookie notice to learn that it has nothing to show).
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'intent' | 'interaction' | 'folded' | 'scroll' | 'cards' | 'consent';

/** The URL parameter, and the tab's sessionStorage key, that turn the inspector on (`=off`: off). */
export const INSPECT = 'vitrina-inspect';

/**
 * What marks a CMS product card in a tag's markup, and names the product it stands for: the runtime
 * reads it (a `cards` widget whose markup names no product mounts at once), so do the doctor and the
 * demo's head (which preload such a tag's files), and analytics (which card a click was on).
 */
export const CARD_PRODUCT = 'data-product-id';

/**
 * The tab's sessionStorage key of a popup the next page opens by itself: written by the popups store
 * (`openPopupOnNextPage`), read by the runtime (popup-opener.ts). Here, as neither imports the other.
 */
export const NEXT_PAGE_POPUP_KEY = 'vt-popup-next';

/** What the runtime gives a widget it mounts (none when a test mounts it by hand). */
export interface MountContext {
  /** Unique on the page: a prefix for the ids the widget makes (React's useId). */
  readonly id: string;
  /** Reports the widget broken while rendering, through the tag's one error path; resolves once reported. */
  fail(error: unknown): Promise<void>;
}

/**
 * The one contract every widget and enhancer follows (docs/contributing.md), so the runtime mounts any of them alike: what its
 * widgets/<name>/index.ts exports. Its name and default hydration are the registry's
 * (widgets/registry.ts): the runtime knows them before the code is fetched, and a widget that needs
 * its name reads it from its tag's data-widget.
 */
export interface WidgetDefinition<P = unknown> {
  /** Parses the tag's props and normalises wire quirks. */
  props: v.GenericSchema<unknown, P>;
  /** Render inside a shadow root with the bundle's stylesheet (partner embeds). */
  isolate?: boolean;
  /** Mounts into the element and returns the unmount function. */
  mount(element: HTMLElement, props: P, context?: MountContext): () => void;
  /**
   * What the widget waits for before it mounts, its code here: its tag stays pending meanwhile (a
   * widget over the CMS's select waits while the shopper holds that select). None: it mounts at once.
   */
  ready?(element: HTMLElement): Promise<void> | undefined;
  /**
   * Shows new props in the widget mounted into the element (its tag's data-props changed), keeping
   * what the shopper did in it. Without it the widget is unmounted and mounted again with them.
   */
  update?(element: HTMLElement, props: P): void;
}

/**
 * What a registry loader resolves to. Any WidgetDefinition<P> fits: the schema's output widens to
 * unknown and mount's props narrow to never; the runtime passes only what the schema produced.
 */
export interface WidgetModule {
  default: {
    props: v.GenericSchema<unknown, unknown>;
    isolate?: boolean;
    mount(element: HTMLElement, props: never, context?: MountContext): () => void;
    ready?(element: HTMLElement): Promise<void> | undefined;
    update?(element: HTMLElement, props: never): void;
  };
  /** Puts the widget's own stylesheet into an isolated widget's shadow root (the loader adds it; none: no stylesheet). */
  style?: (shadow: ShadowRoot) => void;
}

/** A tag's `data-widget-state`: 'pending' until its widget is mounted or has failed. */
export type WidgetState = 'pending' | 'mounted' | 'error';
