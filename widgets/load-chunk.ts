import type { WidgetModule } from '../shared/runtime/types';

declare const __VERSION__: string;

/**
 * The ES module build: every widget is a chunk of its own beside the entry, named after the widget and
 * the release (rollup.config.mjs), with its stylesheet beside it, so the entry needs no table of
 * addresses. The runtime asks only for names the registry's table has (widgets/registry.ts, in core).
 * The widget's code and its stylesheet come together; an isolated widget links the sheet again inside
 * its shadow root (from the cache). Which widgets have a sheet and the linking are the mounting
 * half's (mount.ts: `styleOf`), fetched beside the first widget anyway: the entry stays small, and
 * the sheet is still asked for long before the widget's own imports (React, the layer chunks) are all
 * here.
 */
export function loadWidget(name: string, retry = 0): Promise<WidgetModule> {
  // A relative specifier resolves against this module's own address, wherever the page is; a retry asks
  // at an address of its own (Chromium keeps a module address that failed as failed).
  const code = import(`./chunks/${name}-${__VERSION__}.js${retry ? `?${retry}` : ''}`) as Promise<WidgetModule>;
  return Promise.all([code, import('../shared/runtime/mount').then((mounting) => mounting.styleOf(name))]).then(([module, style]) => ({ default: module.default, style }));
}
