import type { WidgetModule } from '../shared/runtime/types';
import { carriedStyles } from '../shared/runtime/stylesheet';
import { stylesheets } from './bundled-stylesheets';

/**
 * One file with every widget in it: the IIFE build (rollup.config.mjs puts this module in place of
 * load-chunk.ts, and @rollup/plugin-dynamic-import-vars turns the pattern into one import per widget
 * folder) and the unit tests (Vite resolves the same pattern). Each widget's stylesheet is in the file
 * as text (bundled-stylesheets.ts): it is adopted by the document when the widget loads, and by the
 * shadow root of an isolated one.
 */
export function loadWidget(name: string): Promise<WidgetModule> {
  const code = import(`./${name}/index.ts`) as Promise<WidgetModule>;
  const text = stylesheets[name];
  if (!text) return code;
  const adopt = carriedStyles(text);
  adopt(document);
  return code.then((module) => ({ default: module.default, style: adopt }));
}
