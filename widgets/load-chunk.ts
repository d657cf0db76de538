import { styleOf } from '../shared/runtime/stylesheet';
import type { WidgetModule } from '../shared/runtime/types';
import { type GroupModule, groupOf } from './groups';

declare const __VERSION__: string;

/**
 * The ES module build: every widget is a chunk of its own, named after the widget and the release
 * (rollup.config.mjs), with its stylesheet beside it, but for the widgets of a group (groups.ts), which
 * share their group's file. This module is in the core chunk, beside those
 * chunks, not in the entry: the entry asks for it with the table of widgets, so it carries no address.
 * The widget's code and its stylesheet (which widgets have one, and the linking: stylesheet.ts) are
 * asked for together; an isolated widget links the sheet again inside its shadow root (from the cache).
 */
export function loadWidget(name: string, retry = 0): Promise<WidgetModule> {
  // A relative specifier resolves against the core chunk's own address, wherever the page is; a retry asks
  // at an address of its own (Chromium keeps a module address that failed as failed).
  const group = groupOf(name);
  const file: Promise<unknown> = import(`./${group ?? name}-${__VERSION__}.js${retry ? `?${retry}` : ''}`);
  const code = group ? (file as Promise<GroupModule>).then((module) => module.widgets[name]) : (file as Promise<WidgetModule>).then((module) => module.default);
  // A name missing from its group's file gives no definition, which the runtime's loader fails as a load.
  return Promise.all([code, styleOf(name)]).then(([definition, style]) => ({ default: definition as WidgetModule['default'], style }));
}
