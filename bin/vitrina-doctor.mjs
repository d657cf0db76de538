#!/usr/bin/env node
// `npx vitrina-doctor <page URL>…`: runs doctor/cli.ts through tsx (a dependency of this package).
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../doctor/cli.ts', import.meta.url);
let status = 2;
try {
  status = await main(process.argv.slice(2));
} catch (error) {
  console.error(`vitrina-doctor: ${error instanceof Error ? error.message : String(error)}`);
}
// Loading the widgets' schemas opens the stores' BroadcastChannel, which would keep Node running.
process.exit(status);
