import { readConfig } from '../shared/config';
import { createApplication } from '../shared/runtime/application';
import type { VitrinaHost } from '../shared/runtime/host';

declare const __VERSION__: string;

/** The module's own tag carries the config attributes; the IIFE build finds it as currentScript. */
function findOwnScript(): HTMLScriptElement | null {
  return Array.from(document.scripts).find((script) => script.src === import.meta.url) ?? (document.currentScript as HTMLScriptElement | null);
}

/**
 * Runs once the browser has painted the CMS's page: widget code fetched and evaluated before the first
 * paint holds that paint back, and Lighthouse then counts every such chunk against the largest paint.
 * A page already painted (the usual case on a real network) and a hidden tab, which paints nothing and
 * runs no animation frames, run at once.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden' || performance.getEntriesByType('paint').length > 0) run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

function start(): void {
  if (window.Vitrina) {
    void import('../shared/runtime/report').then((reporter) => reporter.warnIncludedTwice());
    return;
  }
  const config = readConfig(findOwnScript(), window.VitrinaConfig, import.meta.url);
  // The table and the widgets' loader come with the core chunk (rollup.config.mjs), which every widget needs anyway.
  const app = createApplication(
    () => import('./registry').then((registry) => registry.widgets),
    (name, retry) => import('./load-chunk').then((chunks) => chunks.loadWidget(name, retry)),
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
  const run = (): void => afterFirstPaint(app.start);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

start();
