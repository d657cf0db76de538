import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** VITRINA_DIST builds elsewhere (parallel work trees); VITRINA_TARGETS=esm skips the IIFE and .d.ts for a quick build. */
const outDir = process.env.VITRINA_DIST || 'dist';
const esmOnly = process.env.VITRINA_TARGETS === 'esm';

/** Shared vendor chunks: React loads only on pages whose widgets render with it, Swiper and imask likewise. */
function vendorChunk(id) {
  if (!id.includes('node_modules')) return undefined;
  // The signals alone (3 KB) are their own chunk: the header's plain widgets read the stores without React.
  if (id.includes('node_modules/@preact/signals-core/')) return 'signals';
  if (/node_modules\/(react|react-dom|scheduler|@preact\/signals-react|use-sync-external-store)\//.test(id)) return 'react';
  // Swiper's core in one chunk; each module (swiper/modules/*) goes with the code that uses it, so the
  // product gallery does not fetch the carousels' pagination, autoplay and fade, nor they its thumbs.
  if (id.includes('node_modules/swiper/')) return id.includes('node_modules/swiper/modules/') ? undefined : 'swiper';
  if (id.includes('node_modules/imask/')) return 'imask';
  if (id.includes('node_modules/notyf/')) return 'notyf';
  if (id.includes('node_modules/dompurify/')) return 'dompurify';
  return undefined;
}

const plugins = (tsconfig = './tsconfig.build.json') => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(version) },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  typescript({ tsconfig, outputToFilesystem: false }),
  terser({ ecma: 2020, module: true, toplevel: true, compress: { passes: 2 }, format: { comments: false } }),
];

const esm = {
    input: { vitrina: 'widgets/main.ts' },
    plugins: plugins(),
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: '[name].js',
      // Widget chunks are named by widget and release, not by content hash: the entry lists every
      // widget, and 40 hashes would cost it a fifth of its 2 KB budget. Shared chunks keep hashes.
      chunkFileNames: (chunk) => {
        // A widget that lazy-loads part of itself shares modules with that part, so its chunk is not a
        // plain facade of index.ts; find the widget by the index module the chunk holds.
        const widget = chunk.isDynamicEntry ? chunk.moduleIds.map((id) => /\/widgets\/([^/]+)\/index\.ts$/.exec(id)?.[1]).find(Boolean) : undefined;
        return widget ? `chunks/${widget}-${version}.js` : 'chunks/[name]-[hash].js';
      },
      manualChunks: vendorChunk,
      sourcemap: true,
    },
  };

/**
 * `npm run bench` builds its baseline apart, into dist/bench/ with chunks of its own: as a second entry
 * of the build above it would move the modules both share (config, events) out of vitrina.js, and the
 * bench would measure an entry and a chunk graph that production does not have.
 */
const benchBaseline = {
  input: 'bench/bare-mount.ts',
  plugins: plugins('./tsconfig.bench.json'),
  output: { dir: `${outDir}/bench`, format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', manualChunks: vendorChunk, sourcemap: true },
};

const builds = esmOnly ? [esm] : [
  esm,
  {
    input: 'widgets/main.ts',
    plugins: plugins(),
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
