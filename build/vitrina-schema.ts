/**
 * Prints dist/vitrina.schema.json's content (build/widget-props.ts) for build/schema-plugin.ts. A process
 * of its own: importing the widgets subscribes the stores to their cross-tab BroadcastChannel, which
 * would keep the build's process running, so this one exits when it has printed.
 */
import { loadWidgetSchemas, vitrinaSchema } from './widget-props';

const version = process.argv[2] ?? '0.0.0';
process.stdout.write(`${JSON.stringify(vitrinaSchema(await loadWidgetSchemas(), version), null, 2)}\n`, () => process.exit(0));
