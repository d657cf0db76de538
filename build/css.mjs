// Builds dist/vitrina.css: the design tokens (first: everything after them is styled through them),
// the styles of Swiper and notyf, the runtime's base rules and every shared UI and widget stylesheet,
// lowered to the browser targets in package.json by lightningcss (Swiper 14 uses native nesting,
// which older Safari ignores).
import { mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import browserslist from 'browserslist';
import { browserslistToTargets, transform } from 'lightningcss';
import { precompress } from './precompress.mjs';

const root = new URL('..', import.meta.url).pathname;
const rel = (...parts) => join(root, ...parts);

function cssFilesIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? cssFilesIn(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : []))
    .sort();
}

const tokens = rel('shared/ui/tokens.css');
// The pieces several widgets render (shared/shop, shared/forms/ui) style themselves on top of the kit
// (shared/ui/kit.css): they come after it, as a widget's own stylesheet does.
const onTheKit = [rel('shared/shop'), rel('shared/forms/ui')];
const isOnTheKit = (file) => onTheKit.some((dir) => file.startsWith(`${dir}/`));
const sources = [
  tokens,
  rel('node_modules/swiper/swiper-bundle.css'),
  rel('node_modules/notyf/notyf.min.css'),
  ...cssFilesIn(rel('shared')).filter((file) => file !== tokens && !isOnTheKit(file)),
  ...onTheKit.flatMap(cssFilesIn),
  ...cssFilesIn(rel('widgets')),
];

const code = sources.map((file) => `/* ${file.slice(root.length)} */\n${readFileSync(file, 'utf8')}`).join('\n');
const targets = browserslistToTargets(browserslist(undefined, { path: root }));
const result = transform({ filename: 'vitrina.css', code: Buffer.from(code), minify: true, sourceMap: true, targets });
for (const warning of result.warnings) console.warn(`[css] ${warning.message} (${warning.loc?.filename}:${warning.loc?.line})`);

const outDir = resolve(root, process.env.VITRINA_DIST || 'dist');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'vitrina.css'), `${result.code}\n/*# sourceMappingURL=vitrina.css.map */\n`);
if (result.map) writeFileSync(join(outDir, 'vitrina.css.map'), result.map);
await precompress(join(outDir, 'vitrina.css'));
console.log(`${join(outDir, 'vitrina.css')}: ${result.code.length} bytes from ${sources.length} files`);
