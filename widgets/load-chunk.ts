import type { WidgetModule } from '../shared/runtime/types';

declare const __VERSION__: string;

/**
 * The ES module build: every widget is a chunk of its own beside the entry, named after the widget and
 * the release (rollup.config.mjs), so the entry needs no table of chunk addresses, only the names in
 * widgets/registry.ts. The runtime asks only for names it found there.
 */
export function loadWidget(name: string): Promise<WidgetModule> {
  return import(new URL(`chunks/${name}-${__VERSION__}.js`, import.meta.url).href) as Promise<WidgetModule>;
}
