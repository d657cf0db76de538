import type { WidgetModule } from '../shared/runtime/types';

declare const __VERSION__: string;
/** The widgets without a stylesheet of their own: the build writes them in (build/styles-plugin.ts). */
declare const __VITRINA_UNSTYLED__: readonly string[];

/**
 * The ES module build: every widget is a chunk of its own beside the entry, named after the widget and
 * the release (rollup.config.mjs), with its stylesheet beside it, so the entry needs no table of
 * addresses, only the names in widgets/registry.ts. The runtime asks only for names it found there.
 * The widget's code and its stylesheet come together; an isolated widget links the sheet again inside
 * its shadow root (from the cache). The linking is the mounting half's (mount.ts), fetched beside the
 * first widget anyway: the entry stays small, and the sheet is still asked for long before the
 * widget's own imports (React, the layer chunks) are all here.
 */
export function loadWidget(name: string): Promise<WidgetModule> {
  const file = (ending: string): string => new URL(`chunks/${name}-${__VERSION__}.${ending}`, import.meta.url).href;
  const code = import(file('js')) as Promise<WidgetModule>;
  if (__VITRINA_UNSTYLED__.includes(name)) return code;
  const href = file('css');
  const mounting = import('../shared/runtime/mount');
  return Promise.all([code, mounting, mounting.then(({ linkStylesheet }) => linkStylesheet(href))]).then(([module, { linkStylesheet }]) => ({
    default: module.default,
    style: (shadow) => void linkStylesheet(href, shadow),
  }));
}
