import { readConfig } from '../shared/config';
import { createApplication } from '../shared/runtime/application';
import type { VitrinaHost } from '../shared/runtime/host';
import { listenForPopupOpeners, openPopupById } from '../shared/runtime/popup-opener';
import { registry } from './registry';

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
    console.warn('[vitrina] The script is included twice; the second copy does nothing.');
    return;
  }
  const config = readConfig(findOwnScript(), window.VitrinaConfig);
  if (!config.cssUrl) config.cssUrl = new URL('vitrina.css', import.meta.url).href;
  const app = createApplication(registry, () => config.cssUrl);
  const host: VitrinaHost = {
    version: __VERSION__,
    config,
    mount: (root) => app.mount(root),
    unmount: (root) => app.unmount(root),
    openPopup: (id) => openPopupById(id),
  };
  window.Vitrina = host;
  listenForPopupOpeners();
  const run = (): void => afterFirstPaint(() => app.start());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

start();
