#!/bin/sh
# WebKitGTK needs an X display: without one, run the suite on a virtual one. Arguments go to vitest
# (a file picks one engine: npm run test:engines -- tests/engines/webkit.test.ts).
if [ -n "${DISPLAY:-}" ]; then
  exec vitest run --project engines --reporter=default --reporter=json --outputFile.json=reports/engines.json "$@"
fi
exec xvfb-run -a vitest run --project engines --reporter=default --reporter=json --outputFile.json=reports/engines.json "$@"
