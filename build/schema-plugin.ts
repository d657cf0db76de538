import { execFileSync } from 'node:child_process';
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
