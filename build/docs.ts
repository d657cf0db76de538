/**
 * `npm run docs`: writes every widget's props table into docs/widgets.md, between its
 * `<!-- props:<name> -->` and `<!-- /props -->` markers, from the widget's valibot schema, and
 * docs/cms-api.md from the CMS API's OpenAPI document (build/openapi.ts).
 * tests/unit/docs/widgets-doc.test.ts and cms-api-doc.test.ts fail when a file is not what this writes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { renderCmsApiDoc } from './cms-api-doc';
import { openApiDocument } from './openapi';
import { loadWidgetSchemas, renderWidgetsDoc } from './widget-props';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

function write(name: string, render: (before: string) => string): void {
  const path = new URL(`../docs/${name}`, import.meta.url);
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const after = render(before);
  if (after === before) console.log(`docs/${name} is up to date`);
  else {
    writeFileSync(path, after);
    console.log(`docs/${name} updated`);
  }
}

const schemas = await loadWidgetSchemas();
write('widgets.md', (before) => renderWidgetsDoc(before, schemas));
write('cms-api.md', () => renderCmsApiDoc(openApiDocument(version)));
// Importing the widgets subscribes the stores to their cross-tab BroadcastChannel, which keeps Node running.
process.exit(0);
