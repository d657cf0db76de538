import { existsSync, readFileSync } from 'node:fs';
import { chmod, readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * vitrina-doctor as a command a package installs: dist/doctor/vitrina-doctor.mjs, one ES module for
 * Node. It comes after the bundle's build in rollup.config.mjs, as it compiles in the props schema
 * and the API contract that build writes (dist/vitrina.schema.json, dist/vitrina.openapi.json). It
 * bundles only the doctor's own code: the libraries it runs on stay imports, and are the package's
 * `dependencies`; any other import fails the build, so no widget, store or React can slip in (a store's
 * BroadcastChannel would keep Node running after the report).
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const { dependencies = {} } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const runtime = Object.keys(dependencies);

/** The doctor's folder, and the two modules of elsewhere it may take: the cache rule and the runtime's names. */
const OWN = [`doctor${sep}`, `build${sep}cache-control.ts`, `shared${sep}runtime${sep}types.ts`];
const CONTRACTS = 'vitrina:contracts';

const isRuntime = (id) => id.startsWith('node:') || runtime.some((name) => id === name || id.startsWith(`${name}/`));

/** Resolves the doctor's extensionless TypeScript imports and turns them into JavaScript (types are `npm run typecheck`'s). */
function typescriptSources() {
  return {
    name: 'vitrina-doctor-typescript',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const base = resolve(dirname(importer), source);
      return [`${base}.ts`, `${base}/index.ts`].find((file) => existsSync(file)) ?? null;
    },
    async load(id) {
      if (!id.endsWith('.ts')) return null;
      const path = relative(root, id);
      if (!OWN.some((own) => path === own || path.startsWith(own))) this.error(`${path}: the doctor bundles only ${OWN.join(', ')}; everything else it imports must be a dependency in package.json.`);
      const { outputText } = ts.transpileModule(await readFile(id, 'utf8'), {
        fileName: id,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, isolatedModules: true },
      });
      return outputText;
    },
  };
}

/** `vitrina:contracts`: the build's props schema and API contract, as a module. */
function contracts(outDir) {
  const files = { props: resolve(outDir, 'vitrina.schema.json'), api: resolve(outDir, 'vitrina.openapi.json') };
  return {
    name: 'vitrina-doctor-contracts',
    resolveId: (source) => (source === CONTRACTS ? `\0${CONTRACTS}` : null),
    async load(id) {
      if (id !== `\0${CONTRACTS}`) return null;
      const missing = Object.values(files).filter((file) => !existsSync(file));
      if (missing.length) this.error(`${missing.join(', ')} missing: the doctor's build comes after the bundle's, which writes them.`);
      const [props, api] = await Promise.all([readFile(files.props, 'utf8'), readFile(files.api, 'utf8')]);
      return `export const contracts = { props: ${JSON.stringify(JSON.parse(props))}, api: ${JSON.stringify(JSON.parse(api))} };\n`;
    },
  };
}

/** The rollup options of the doctor's build into `outDir`/doctor/. */
export function doctorBuild({ outDir }) {
  const file = `${outDir}/doctor/vitrina-doctor.mjs`;
  return {
    input: 'doctor/bin.ts',
    external: isRuntime,
    plugins: [contracts(outDir), typescriptSources(), { name: 'vitrina-doctor-executable', writeBundle: () => chmod(file, 0o755) }],
    onwarn(warning, warn) {
      if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(`vitrina-doctor imports ${warning.exporter ?? warning.message}, which is not a dependency in package.json.`);
      warn(warning);
    },
    output: { file, format: 'es', banner: '#!/usr/bin/env node' },
  };
}
