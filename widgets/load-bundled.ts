import type { WidgetModule } from '../shared/runtime/types';

/**
 * One file with every widget in it: the IIFE build (rollup.config.mjs puts this module in place of
 * load-chunk.ts, and @rollup/plugin-dynamic-import-vars turns the pattern into one import per widget
 * folder) and the unit tests (Vite resolves the same pattern).
 */
export function loadWidget(name: string): Promise<WidgetModule> {
  return import(`./${name}/index.ts`) as Promise<WidgetModule>;
}
