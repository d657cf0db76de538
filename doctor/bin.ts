import { contracts } from 'vitrina:contracts';
import { main } from './cli';

/**
 * `npx vitrina-doctor <page URL>…`: the build writes this as dist/doctor/vitrina-doctor.mjs, plain
 * JavaScript for Node with the build's props schema and API contract compiled in (build/doctor-build.mjs).
 * It loads no code of the widgets, so nothing keeps Node running once the report is printed.
 */
try {
  process.exitCode = await main(process.argv.slice(2), contracts);
} catch (error) {
  console.error(`vitrina-doctor: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
