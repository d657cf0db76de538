import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import dynamicImportVars from '@rollup/plugin-dynamic-import-vars';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import MagicString from 'magic-string';
import { dts } from 'rollup-plugin-dts';
import { tsImport } from 'tsx/esm/api';
import { doctorBuild } from './build/doctor-build.mjs';
import { precompressed } from './build/precompress.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/** The widget names, from the only list of widgets. */
const { widgets } = await tsImport('./widgets/registry.ts', import.meta.url);
const widgetNames = Object.keys(widgets);
/** dist/manifest.json: the files each widget needs and when it mounts, for a template's head. */
const { manifest } = await tsImport('./build/manifest-plugin.ts', import.meta.url);
/** Each widget's stylesheet beside its chunk (build/styles-plugin.ts); the one-file build inlines them. */
const { widgetStyles, entryStylesheet, UNSTYLED_PLACEHOLDER, SHARED_SHEETS_PLACEHOLDER, CARRIED_STYLES } = await tsImport('./build/styles-plugin.ts', import.meta.url);
/** The inspector's styles go inside its code (shared/runtime/inspector.ts), in both builds. */
const inspectorCss = entryStylesheet(['shared/runtime/inspector.css'], 'inspector.css');
/** The styles that go as text with the code that uses them (the toasts', the carousels', Swiper's), in both builds. */
const carriedCss = Object.fromEntries(Object.entries(CARRIED_STYLES).map(([name, files]) => [name, JSON.stringify(entryStylesheet(files, `${name}.css`))]));
/** dist/vitrina.schema.json: every widget's props as JSON Schema, for editors and the CMS; dist/vitrina.openapi.json: the CMS API. */
const { propsSchema, apiContract } = await tsImport('./build/schema-plugin.ts', import.meta.url);
/** V8's compile hint at the top of the chunks that run at once (build/compile-hints.ts). */
const { COMPILE_HINT, compileHintBanner, KEPT_COMMENT } = await tsImport('./build/compile-hints.ts', import.meta.url);

/** VITRINA_DIST builds elsewhere (parallel work trees); VITRINA_TARGETS=esm skips the IIFE and .d.ts for a quick build. */
const outDir = process.env.VITRINA_DIST || 'dist';
const esmOnly = process.env.VITRINA_TARGETS === 'esm';
const bench = Boolean(process.env.BENCH);

/**
 * Where a shared module goes. Left to itself, rollup makes a chunk for every set of widgets that share
 * code: a product card fetched 19 files, and each costs a request (over HTTP/1.1 six at a time) and a
 * few hundred bytes of import and export glue. Shared code goes instead into a few chunks by layer,
 * each loaded by nearly every page that needs any of it:
 * - `vitrina`: the entry's own modules (the runtime, config; the runtime's types.ts, whose keys the
 *   stores and the cards' hydration read too), named so that no layer pulls them in: a module in a
 *   named chunk brings along whatever it imports that has no chunk of its own;
 * - `core`: the table of widgets and their loader (widgets/registry.ts, load-chunk.ts: the entry asks
 *   for them when it takes the first tag on, and carries no names nor addresses), the runtime's mounting half (mount.ts and what it runs: the queue,
 *   the stylesheets, props and isolation; every widget's code imports `core`, so a chunk of its own was
 *   one more request on every page for nothing), the props helpers of shared/props.ts, signals, valibot, ky, the API
 *   client with the shop-wide endpoints (basket, favourites,
 *   user, catalogue cards and pages), the stores, the DOM events, formatting, the same-origin guard
 *   and navigation (shared/url/), the plain-DOM helpers (shared/dom/, shared/ui/dom) and the
 *   controller kit's scope (shared/controller/; its React hook goes with React): every page
 *   with a widget loads it (props are checked with valibot), and a header basket or favourites count
 *   uses most of it; the endpoints of a few pages (orders, reviews,
 *   search, locations, forms, configurator) stay with their widgets; the analytics hook (`track`)
 *   is here too, the analytics module it loads when configured is a chunk of its own; and the few
 *   texts the header and a list show without a form (shared/shop/texts.ts), and the two localStorage
 *   keys the buy card leaves for the configurator (shared/configuration/preselect.ts: a file of their own
 *   was a request more on the product page);
 * - `react`: React, react-dom, the signals adapter, reactWidget, useModalKeys (a modal's keys, 600
 *   bytes a request of their own on three pages) and the text controls' classes (text-control.ts: every
 *   view that draws one is React's; elsewhere it took the search field into the forms chunk), only on
 *   pages with React widgets;
 * - `mini-basket`: the header's plain-DOM basket and counts (shared/shop/mini-basket.ts, counters.ts)
 *   go into the mini-basket widget's own chunk, which the basket count and the favourites count import:
 *   the three are in every header, and a chunk of their own was one more file on every page;
 * - `slider`: the carousels' own code before Swiper (slider.ts, its model, defineCarousel);
 * - `shop-ui`: the product card with its price, basket button and favourite heart, the cards' grid, and their
 *   controllers (shared/shop; the load-more list's controller too;
 *   catalogue, product, favourites, search, home); the header's plain-DOM counters there are left to
 *   rollup, as they must not bring React;
 * - `forms`: the form hook, server codes, bot-check, the text fields and the form parts of
 *   shared/forms/ui (every form).
 * Swiper, imask, notyf and DOMPurify stay apart (large, and only where a widget needs them); Popup,
 * Select, the masked, file and quantity inputs are left to rollup, as pages with forms differ in them.
 * On a throttled phone every file fetched costs the page's main thread its handling, whatever its
 * size (docs/performance.md, 'What the last changes did'), so two small modules of function definitions riding in a chunk a page loads
 * anyway (useModalKeys on the configurator, defineCarousel on the home page) cost less than their
 * requests did on the pages that use them.
 */
function chunkOf(id) {
  const path = id.replace(/\\/g, '/');
  if (path.includes('/node_modules/')) {
    if (/\/node_modules\/(@preact\/signals-core|valibot|ky)\//.test(path)) return 'core';
    if (/\/node_modules\/(react|react-dom|scheduler|@preact\/signals-react|use-sync-external-store)\//.test(path)) return 'react';
    // Swiper's core in one chunk; each module (swiper/modules/*) goes with the code that uses it, so the
    // product gallery does not fetch the carousels' pagination, autoplay and fade, nor they its thumbs.
    if (path.includes('/node_modules/swiper/')) return path.includes('/node_modules/swiper/modules/') ? undefined : 'swiper';
    for (const name of ['imask', 'notyf', 'dompurify']) if (path.includes(`/node_modules/${name}/`)) return name;
    return undefined;
  }
  if (path.endsWith('/shared/ui/toast-notyf.ts')) return 'notyf';
  if (/\/widgets\/main\.ts$|\/shared\/config\.ts$|\/shared\/runtime\/(application|tags|lifecycle|loader|tag-observer|first-tap|intent|popup-opener|inspect-switch|types)\.ts$/.test(path)) return 'vitrina';
  if (/\/shared\/runtime\/(mount|mount-queue|stylesheet|validate|tag-changes|first-tap-replay|isolate|props|hydration)\.ts$|\/shared\/props\.ts$|\/widgets\/(registry|load-chunk)\.ts$/.test(path)) return 'core';
  if (/\/shared\/runtime\/react\.tsx$|\/shared\/controller\/useController\.ts$|\/shared\/ui\/(useModalKeys|text-control)\.ts$/.test(path)) return 'react';
  if (/\/shared\/shop\/(counters|mini-basket)\.ts$|\/widgets\/mini-basket\/index\.ts$/.test(path)) return 'mini-basket';
  if (/\/shared\/ui\/slider(-model|-enhancer)?\.ts$/.test(path)) return 'slider';
  if (/\/shared\/controller\/(?!useController)[\w-]+\.ts$/.test(path)) return 'core';
  if (/\/shared\/store\/|\/shared\/api\/(http|schemas|basket|favorites|user|catalog|pagination)\.ts$|\/shared\/analytics\/(track|consent)\.ts$|\/shared\/shop\/texts\.ts$|\/shared\/configuration\/preselect\.ts$/.test(path)) return 'core';
  if (/\/shared\/format\/(price|plural|date)\.ts$|\/shared\/runtime\/(events|enhancer)\.ts$|\/shared\/(url|dom)\/|\/shared\/ui\/(dom|focus|toast)\.ts$/.test(path)) return 'core';
  if (/\/shared\/ui\/(Price|useLoadMore)\.tsx$|\/shared\/ui\/load-more\.ts$|\/shared\/shop\/(server-action|io)\.ts$|\/shared\/analytics\/useTrackedList\.ts$|\/shared\/shop\/(ProductCardView|BasketButton|FavoriteToggle|product-card|product-grid|basket-button|favorite-toggle)\.tsx?$/.test(path)) return 'shop-ui';
  // The contact form's frame (two widgets) is left to rollup, the parts every form uses go with the hook.
  if (/\/shared\/forms\/(?!ui\/ContactForm\.tsx$)|\/shared\/ui\/(Field|TextField|Textarea)\.tsx$/.test(path)) return 'forms';
  return undefined;
}

/**
 * widgets/registry.ts as the builds carry it: the same table, written by hydration, each strategy once
 * and its widgets' names as one string. The core chunk carries the table, and the object as written
 * costs it about 30 bytes brotli more; the source stays the one list, as readable as it was.
 */
const compactRegistry = {
  name: 'vitrina-compact-registry',
  transform(code, id) {
    if (!/[\\/]widgets[\\/]registry\.ts$/.test(id)) return null;
    const byHydration = {};
    for (const [name, hydration] of Object.entries(widgets)) (byHydration[hydration] ??= []).push(name);
    const fill = Object.entries(byHydration).map(([hydration, names]) => `for (const name of ${JSON.stringify(names.join(' '))}.split(' ')) widgets[name] = ${JSON.stringify(hydration)};`);
    // Mapped to the module as written, so the source maps still name it (the load budget counts modules by them).
    const magic = new MagicString(code).overwrite(0, code.length, ['export const widgets = {};', ...fill].join('\n'));
    return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
  },
};

const plugins = (tsconfig = './tsconfig.build.json', extra = []) => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(version), __VITRINA_INSPECTOR_CSS__: JSON.stringify(inspectorCss), ...carriedCss },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  typescript({ tsconfig, outputToFilesystem: false }),
  compactRegistry,
  ...extra,
  // The bench's build puts each statement on a line of its own (newlines for semicolons, declarations
  // and expressions not joined into one): a CPU profile's samples carry lines only, and a line per
  // statement lets it name the module. Its files are within a few per cent of production's.
  terser({ ecma: 2020, module: true, toplevel: true, compress: { passes: 2, ...(bench ? { join_vars: false, sequences: false } : {}) }, format: { comments: KEPT_COMMENT, semicolons: !bench } }),
  precompressed(),
];

/**
 * The entry and one entry per widget: the runtime imports a widget by its name (widgets/load-chunk.ts),
 * so the entry carries nothing per chunk (the names are in `core`'s table). The inspector (`?vitrina-inspect`) is
 * an entry too, so its chunk is chunks/inspector-<version>.js, fetched only when asked for.
 */
const entries = { inspector: 'shared/runtime/inspector.ts', ...Object.fromEntries(widgetNames.map((name) => [name, `widgets/${name}/index.ts`])) };
const styles = widgetStyles({ entries: Object.fromEntries(widgetNames.map((name) => [name, entries[name]])), version });
const esm = {
  input: { vitrina: 'widgets/main.ts', ...entries },
  plugins: [
    ...plugins('./tsconfig.build.json', [styles]),
    manifest({ entry: 'vitrina', widgets: widgetNames, version, sheetOf: styles.api.sheetOf, hydrations: widgets }),
    propsSchema({ version }),
    apiContract({ version }),
  ],
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: (chunk) => (chunk.name === 'vitrina' ? 'vitrina.js' : `chunks/${chunk.name}-${version}.js`),
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: chunkOf,
    sourcemap: true,
    banner: compileHintBanner,
  },
  // A widget's chunk may export what its own lazily loaded parts import from it: otherwise rollup moves
  // the widget's code into a chunk of its own behind a one-line facade, two requests for one widget.
  preserveEntrySignatures: 'allow-extension',
};

/**
 * The single-file build imports every widget from its folder instead of from a chunk, and carries each
 * widget's stylesheet as text (widgets/bundled-stylesheets.ts), read from the ES build's files as its
 * manifest names them: a sheet widgets share is one string, not one per widget.
 */
const bundledStylesheets = fileURLToPath(new URL('./widgets/bundled-stylesheets.ts', import.meta.url));
const bundledWidgets = {
  name: 'vitrina-bundled-widgets',
  resolveId(source, importer) {
    if (source === './load-chunk' && importer?.endsWith('/widgets/main.ts')) return fileURLToPath(new URL('./widgets/load-bundled.ts', import.meta.url));
    return null;
  },
  load(id) {
    if (id !== bundledStylesheets) return null;
    const { widgets } = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
    const sheetOf = Object.entries(widgets).flatMap(([name, { css }]) => (css[1] ? [[name, css[1]]] : []));
    const files = [...new Set(sheetOf.map(([, file]) => file))];
    const texts = files.map((file) => readFileSync(join(outDir, file), 'utf8'));
    const byName = sheetOf.map(([name, file]) => `${JSON.stringify(name)}: sheets[${files.indexOf(file)}]`);
    return `const sheets = ${JSON.stringify(texts)};\nexport const stylesheets = { ${byName.join(', ')} };`;
  },
  // The module build's list of widgets without a sheet and of shared sheets (shared/runtime/stylesheet.ts:
  // styleOf) are never read here, where every sheet is text: empty, not names left undefined.
  renderChunk(code) {
    if (!code.includes(UNSTYLED_PLACEHOLDER) && !code.includes(SHARED_SHEETS_PLACEHOLDER)) return null;
    const magic = new MagicString(code);
    magic.replaceAll(UNSTYLED_PLACEHOLDER, '[]');
    magic.replaceAll(SHARED_SHEETS_PLACEHOLDER, '{}');
    return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
  },
};

/**
 * `npm run bench` builds its baseline apart, into dist/bench/ with chunks of its own: as a second entry
 * of the build above it would move the modules both share (config, events) out of vitrina.js, and the
 * bench would measure an entry and a chunk graph that production does not have. The baseline is one
 * file but for React and the signals, as it has been since the budget was set. All of it runs at once,
 * so all of it carries the compile hint the runtime's eager chunks carry: both sides compile alike.
 */
const benchBaseline = {
  input: 'bench/bare-mount.ts',
  plugins: plugins('./tsconfig.bench.json'),
  output: {
    dir: `${outDir}/bench`,
    format: 'es',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id) => (id.includes('/node_modules/@preact/signals-core/') ? 'signals' : chunkOf(id) === 'react' && id.includes('/node_modules/') ? 'react' : undefined),
    sourcemap: true,
    banner: COMPILE_HINT,
  },
};

const builds = esmOnly ? [esm, doctorBuild({ outDir })] : [
  esm,
  doctorBuild({ outDir }),
  {
    input: 'widgets/main.ts',
    plugins: [bundledWidgets, ...plugins('./tsconfig.build.json', [dynamicImportVars()])],
    output: {
      file: `${outDir}/vitrina.iife.js`,
      format: 'iife',
      inlineDynamicImports: true,
      sourcemap: true,
    },
  },
  {
    input: 'shared/runtime/public.ts',
    plugins: [dts({ tsconfig: './tsconfig.build.json' })],
    output: { file: `${outDir}/vitrina.d.ts`, format: 'es' },
  },
];

export default process.env.BENCH ? [...builds, benchBaseline] : builds;
