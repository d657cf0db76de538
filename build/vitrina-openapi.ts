/**
 * Prints dist/vitrina.openapi.json's content (build/openapi.ts) for build/schema-plugin.ts, in a process
 * of its own like build/vitrina-schema.ts.
 */
import { openApiDocument } from './openapi';

const version = process.argv[2] ?? '0.0.0';
process.stdout.write(`${JSON.stringify(openApiDocument(version), null, 2)}\n`, () => process.exit(0));
