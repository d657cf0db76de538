import { readConfig } from '../shared/config';
import { createApplication } from '../shared/runtime/application';
import type { VitrinaHost } from '../shared/runtime/host';
import { type Preloaded, importPreloaded } from '../shared/runtime/preloaded';

declare const __VERSION__: string;

/** The module's own tag carries the config attributes; the IIFE build finds it as currentScript. */
function findOwnScript(): HTMLScriptElement | null {
  return Array.from(document.scripts).find((script) => script.src === import.meta.url) ?? (document.currentScript as HTMLScriptElement | null);
}

/**
 * Runs once the browser has painted the CMS's page: widget code fetched and evaluated before the first
 * paint holds that paint back, and Lighthouse then counts every such chunk against the largest paint.
 * A page already painted (the usual case on a real network) and a hidden tab, which paints nothing and
 * runs no animation frames, run at once. `atPaint` runs in the frame of that paint: what it imports is
 * evaluated in later tasks, after the paint.
 */
function afterFirstPaint(run: () => void, atPaint: () => void): void {
  if (document.visibilityState === 'hidden' || performance.getEntriesByType('paint').length > 0) return (atPaint(), run());
  requestAnimationFrame(() => {
    atPaint();
    setTimeout(run, 0);
  });
}

function start(): void {
  if (window.Vitrina) {
    void import('../shared/runtime/report').then((reporter) => reporter.warnIncludedTwice());
    return;
  }
  const config = readConfig(findOwnScript(), window.VitrinaConfig, import.meta.url);
  // The table and the widgets' loader come with the core chunk (rollup.config.mjs), which every widget
  // needs anyway, in one import: every import() settles in tasks of its own (see importPreloaded).
  let preloaded: Preloaded = new Map();
  let chunks: typeof import('./load-chunk') | undefined;
  const core = (): Promise<typeof import('./load-chunk')> => import('./load-chunk').then((loaded) => (chunks = loaded));
  const app = createApplication(
    () => core().then((loaded) => loaded.widgets),
    (name, retry) => (chunks ? Promise.resolve(chunks) : core()).then((loaded) => loaded.loadWidget(name, retry, preloaded)),
  );
  const host: VitrinaHost = {
    version: __VERSION__,
    config,
    // The application's methods do not use `this`: they can be handed out as they are.
    mount: app.mount,
    unmount: app.unmount,
    openPopup: app.openPopup,
  };
  window.Vitrina = host;
  app.listen();
  const atPaint = (): void => {
    preloaded = importPreloaded(new URL('./chunks/', import.meta.url).href);
    // A table that fails here is asked for again by the first tag, which reports it.
    app.registry.table().catch(() => undefined);
  };
  const run = (): void => afterFirstPaint(app.start, atPaint);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

start();
