// Builds dist/vitrina.css, the entry stylesheet: what every widget stands on (the design tokens first,
// everything after them is styled through them; the kit; the runtime's states), lowered to the
// browser targets in package.json by lightningcss. Each widget's own stylesheet is written beside its
// chunk by the build (build/styles-plugin.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { precompress } from './precompress.mjs';

const root = new URL('..', import.meta.url).pathname;
const { ENTRY_STYLES, entryStylesheet } = await tsImport('./styles-plugin.ts', import.meta.url);
const code = entryStylesheet(ENTRY_STYLES, 'vitrina.css');

const outDir = resolve(root, process.env.VITRINA_DIST || 'dist');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'vitrina.css'), `${code}\n`);
await precompress(join(outDir, 'vitrina.css'));
console.log(`${join(outDir, 'vitrina.css')}: ${code.length} bytes from ${ENTRY_STYLES.length} files`);
