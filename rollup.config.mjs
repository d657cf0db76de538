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
  if (/node_modules\/(react|react-dom|scheduler|@preact\/signals-react|@preact\/signals-core|use-sync-external-store)\//.test(id)) return 'react';
  if (id.includes('node_modules/swiper/')) return 'swiper';
  if (id.includes('node_modules/imask/')) return 'imask';
  if (id.includes('node_modules/notyf/')) return 'notyf';
  if (id.includes('node_modules/dompurify/')) return 'dompurify';
  return undefined;
}

const plugins = () => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(version) },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.build.json', outputToFilesystem: false }),
  terser({ ecma: 2020, module: true, toplevel: true, compress: { passes: 2 }, format: { comments: false } }),
];

const bench = process.env.BENCH
  ? [
      {
        input: 'bench/bare-mount.ts',
        plugins: [
          replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(version) } }),
          nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
          commonjs(),
          typescript({ tsconfig: './tsconfig.bench.json', outputToFilesystem: false }),
          terser({ ecma: 2020, module: true, toplevel: true, format: { comments: false } }),
        ],
        output: { file: `${outDir}/bench/bare-mount.js`, format: 'es', inlineDynamicImports: true },
      },
    ]
  : [];

const esm = {
    input: 'widgets/main.ts',
    plugins: plugins(),
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: 'vitrina.js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: vendorChunk,
      sourcemap: true,
    },
  };

export default esmOnly ? [esm] : [
  ...bench,
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
