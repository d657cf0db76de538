import { createHold } from './first-tap';
import { listenForIntent } from './intent';
import { inspectIfAsked, inspectIfRemembered } from './inspect-switch';
import { connect, disconnect, hurry } from './lifecycle';
import { createLoader, type WidgetLoader } from './loader';
import { openNextPagePopup, openPopupById } from './popup-opener';
import { observeTags, tagsIn } from './tag-observer';
import { type Registry, type WidgetTable, createRegistry } from './tags';

export type { WidgetLoader } from './loader';
export type { WidgetStrategies, WidgetTable } from './tags';

/** The events the first-tap hold listens to. */
const PRESSES = ['click', 'submit'] as const;

/**
 * Runs after the page's load event. The tab's sessionStorage is read there and not at the start: a
 * page's first read of it waits for the browser process (10–11 ms of the start's task at 4× in three
 * of five phone loads). After the load it costs as much or less (3–11 ms in six loads), but it no
 * longer holds back the widgets' mounts or a first tap.
 */
function afterLoad(run: () => void): void {
  const later = (): unknown => setTimeout(run);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

export interface Application {
  /** The runtime's one registry: every tag's record, the widgets, the loader (tags.ts). */
  readonly registry: Registry;
  /**
   * Holds presses on the fallbacks of widgets (on any tag while the table of widgets is coming), opens
   * popups from their openers and hears signs of intent, from now on,
   * before start(): the entry runs about when the page is first painted, start() a frame later, and a
   * tap in between would otherwise leave the page (the CMS's 'В корзину' form). start() does it too.
   */
  listen(): void;
  /** Mounts the document's tags and watches it for tags added, removed or changed later. */
  start(): void;
  stop(): void;
  /** Mounts every tag in `root` (itself included) that is not mounted yet, parents first. */
  mount(root?: ParentNode): void;
  /** Unmounts every tag in `root`; a later mount(root) mounts them again. */
  unmount(root?: ParentNode): void;
  /** Opens the popup with this id, as a click on its opener does. */
  openPopup(id: string): void;
}

/**
 * Mounts a widget on every `data-widget` tag, now and whenever one is added, and unmounts it when
 * its tag leaves the document. Modelled on Stimulus's application and Astro's islands: the application
 * owns the one registry (tags.ts) and hands it to each part: the tag observer (tag-observer.ts), the
 * loader (loader.ts), the first-tap hold (first-tap.ts), each tag's life (lifecycle.ts) and, fetched
 * with the first widget, the mounting half (mount.ts). Written as closures rather than classes so the
 * minifier can shorten every name: this is the entry's bulk.
 */
export function createApplication(widgets: WidgetTable, loadWidget: WidgetLoader): Application {
  const registry = createRegistry(widgets, createLoader(loadWidget), () => import('./hydration'));
  const take = (element: HTMLElement): void => connect(registry, element);
  const hold = createHold(
    registry,
    take,
    (record) => hurry(registry, record),
    (id, opener) => openPopupById(registry, id, opener),
  );
  let stopObserving: (() => void) | undefined;
  let stopListening: (() => void) | undefined;

  const app: Application = {
    registry,
    listen() {
      if (stopListening) return;
      for (const type of PRESSES) document.addEventListener(type, hold, true);
      stopListening = listenForIntent(registry);
    },
    start() {
      app.listen();
      app.mount();
      // Changed tags are watched by the mounting half (mount.ts), once a widget's code has come.
      stopObserving = observeTags(app.mount, app.unmount);
      const asked = inspectIfAsked(registry);
      // The popup an earlier page asked for opens once the tags are known, so the one that owns it loads.
      afterLoad(() => {
        if (!stopListening) return;
        openNextPagePopup(registry);
        if (!asked) inspectIfRemembered(registry);
      });
    },
    stop() {
      for (const type of PRESSES) document.removeEventListener(type, hold, true);
      stopListening?.();
      stopListening = undefined;
      stopObserving?.();
      registry.mounting?.stop();
      app.unmount();
    },
    mount(root = document) {
      tagsIn(root).forEach(take);
    },
    unmount(root = document) {
      tagsIn(root)
        .reverse()
        .forEach((element) => disconnect(registry, element));
    },
    openPopup: (id) => openPopupById(registry, id),
  };
  return app;
}
