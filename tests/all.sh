#!/bin/sh
# `npm test`: everything CI checks. The type check and the lint need nothing of the build, so they run
# beside it (on two cores that saves their whole time); the suites then run one after another, each
# using both cores itself.
set -u
logs=$(mktemp -d)
npm run --silent typecheck > "$logs/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint > "$logs/lint" 2>&1 &
lint=$!
npm run build
built=$?
failed=0
for step in typecheck lint; do
  eval "pid=\$$step"
  if wait "$pid"; then echo "$step: ok"; else echo "$step: failed"; failed=1; fi
  cat "$logs/$step"
done
rm -rf "$logs"
[ "$built" -eq 0 ] && [ "$failed" -eq 0 ] || exit 1
npm run test:unit && npm run test:e2e && npm run test:engines
