import { styleOf } from '../shared/runtime/stylesheet';
import type { WidgetModule } from '../shared/runtime/types';

declare const __VERSION__: string;

/**
 * The ES module build: every widget is a chunk of its own, named after the widget and the release
 * (rollup.config.mjs), with its stylesheet beside it. This module is in the core chunk, beside those
 * chunks, not in the entry: the entry asks for it with the table of widgets, so it carries no address.
 * The widget's code and its stylesheet (which widgets have one, and the linking: stylesheet.ts) are
 * asked for together; an isolated widget links the sheet again inside its shadow root (from the cache).
 */
export function loadWidget(name: string, retry = 0): Promise<WidgetModule> {
  // A relative specifier resolves against the core chunk's own address, wherever the page is; a retry asks
  // at an address of its own (Chromium keeps a module address that failed as failed).
  const code = import(`./${name}-${__VERSION__}.js${retry ? `?${retry}` : ''}`) as Promise<WidgetModule>;
  return Promise.all([code, styleOf(name)]).then(([module, style]) => ({ default: module.default, style }));
}
