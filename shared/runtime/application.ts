import { firstTapHold } from './first-tap';
import { createLifecycle, type WidgetStrategies } from './lifecycle';
import { createLoader, type WidgetLoader } from './loader';
import { observeTags, tagsIn } from './tag-observer';

export type { WidgetStrategies } from './lifecycle';
export type { WidgetLoader } from './loader';

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
  const tags = createLifecycle(widgets, createLoader(loadWidget));
  let stopObserving: (() => void) | undefined;
  let started = false;

  const hold = firstTapHold({
    coming(tag) {
      // Pressed before start(): the tag (outermost, so no parent to wait for) is taken on now, if known.
      if (!started && Object.hasOwn(widgets, tag.dataset.widget ?? '')) tags.connect(tag);
      // A tag the runtime has taken on carries a state.
      return tag.hasAttribute('data-widget-state');
    },
    hurry: tags.hurry,
  });

  const app: Application = {
    holdPresses() {
      // Adding the same listener again is a no-op: start() may call this after the entry did.
      document.addEventListener('click', hold, true);
      document.addEventListener('submit', hold, true);
    },
    start() {
      app.holdPresses();
      started = true;
      app.mount();
      stopObserving = observeTags({ added: app.mount, removed: app.unmount, changed: tags.change });
    },
    stop() {
      started = false;
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      stopObserving?.();
      app.unmount();
    },
    mount(root = document) {
      tagsIn(root).forEach(tags.connect);
    },
    unmount(root = document) {
      tagsIn(root).reverse().forEach(tags.disconnect);
    },
  };
  return app;
}
