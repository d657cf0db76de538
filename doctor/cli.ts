import { parseArgs } from 'node:util';
import type { Contracts } from './contracts';
import { runDoctor, type DoctorOptions } from './index';
import { exitCode, formatReport } from './report';

const USAGE = `Usage: npx vitrina-doctor <page URL>… [--json] [--partner <origin>] [--manifest <path>] [--cookie "<name=value; …>"] [--no-api]

Checks a live shop's pages (widget tags and their props, the script tag's type and placement, one copy
of the bundle, no inspector switched on, the stylesheet, preload and prefetch links, Content-Security-Policy),
the bundle's files (compression, caching, Content-Type, CORS for --partner) and the CMS API (the
endpoints that change nothing, against the build's vitrina.openapi.json).
Exits 1 when something would break a widget or show shoppers the inspector.`;

/** Runs the doctor for the command line; resolves with the exit status. */
export async function main(argv: readonly string[], contracts: Contracts): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      partner: { type: 'string' },
      manifest: { type: 'string' },
      cookie: { type: 'string' },
      'no-api': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const options: DoctorOptions = {};
  if (values.partner) options.partner = new URL(values.partner).origin;
  if (values.manifest) options.manifest = values.manifest;
  if (values.cookie) options.cookie = values.cookie;
  if (values['no-api']) options.skipApi = true;
  const report = await runDoctor(positionals, contracts, options);
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return exitCode(report);
}
