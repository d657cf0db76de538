/**
 * `npm run docs`: writes every widget's props table into docs/widgets.md, between its
 * `<!-- props:<name> -->` and `<!-- /props -->` markers, from the widget's valibot schema.
 * tests/unit/docs/widgets-doc.test.ts fails when the file is not what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadWidgetSchemas, renderWidgetsDoc } from './widget-props';

const path = new URL('../docs/widgets.md', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = renderWidgetsDoc(before, await loadWidgetSchemas());
if (after === before) console.log('docs/widgets.md is up to date');
else {
  writeFileSync(path, after);
  console.log('docs/widgets.md updated');
}
// Importing the widgets subscribes the stores to their cross-tab BroadcastChannel, which keeps Node running.
process.exit(0);
