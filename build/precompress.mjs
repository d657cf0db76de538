import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files a server sends precompressed (nginx brotli_static / gzip_static; demo/static.ts). */
const COMPRESSIBLE = /\.(?:m?js|css)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside `file`, each at its format's highest setting: they are
 * made once per release and served to every visitor, so the slow best settings cost nothing.
 */
export async function precompress(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Rollup: precompresses every script the output wrote. */
export function precompressed() {
  return {
    name: 'vitrina-precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? dirname(options.file);
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompress(join(dir, name))));
    },
  };
}
