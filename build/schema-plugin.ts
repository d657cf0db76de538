import type { Plugin } from 'rollup';
import { loadWidgetSchemas, vitrinaSchema } from './widget-props';

/**
 * Emits vitrina.schema.json: every widget's props as JSON Schema (build/widget-props.ts), for
 * template developers' editors and for the CMS to check a tag's props before it prints them.
 */
export function propsSchema({ version }: { version: string }): Plugin {
  return {
    name: 'vitrina-props-schema',
    async generateBundle() {
      const schema = vitrinaSchema(await loadWidgetSchemas(), version);
      this.emitFile({ type: 'asset', fileName: 'vitrina.schema.json', source: `${JSON.stringify(schema, null, 2)}\n` });
    },
  };
}
