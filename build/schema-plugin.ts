import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'rollup';

/**
 * Emits vitrina.schema.json: every widget's props as JSON Schema (build/widget-props.ts), for
 * template developers' editors and for the CMS to check a tag's props before it prints them.
 */
export function propsSchema({ version }: { version: string }): Plugin {
  return {
    name: 'vitrina-props-schema',
    generateBundle() {
      const script = fileURLToPath(new URL('./vitrina-schema.ts', import.meta.url));
      const source = execFileSync(process.execPath, ['--import', 'tsx', script, version], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
      this.emitFile({ type: 'asset', fileName: 'vitrina.schema.json', source });
    },
  };
}

/**
 * Emits vitrina.openapi.json: the CMS API as OpenAPI 3.1 (build/openapi.ts), for the CMS's developers
 * and vitrina-doctor. Its process starts with the build and runs beside the bundling.
 */
export function apiContract({ version }: { version: string }): Plugin {
  let document: Promise<string> | undefined;
  return {
    name: 'vitrina-api-contract',
    buildStart() {
      const script = fileURLToPath(new URL('./vitrina-openapi.ts', import.meta.url));
      document = new Promise((resolve, reject) => {
        execFile(process.execPath, ['--import', 'tsx', script, version], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        );
      });
    },
    async generateBundle() {
      if (!document) return;
      this.emitFile({ type: 'asset', fileName: 'vitrina.openapi.json', source: await document });
    },
  };
}
