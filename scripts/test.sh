#!/usr/bin/env bash
# npm test: every test (unit, API on one database with the adapter contract suites on real and
# embedded Postgres, Pact, Storybook, browser e2e) in one vitest run; `npm run test:fast` is the
# unit and web projects alone. Gets Chromium where it is missing (apt-get as root) or says how.
set -euo pipefail
cd "$(dirname "$0")/.."
export PACT_DO_NOT_TRACK=true
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is needed for the Storybook and browser tests and is not at $CHROMIUM_PATH."
    echo "Install it as root:  apt-get update && apt-get install -y chromium   (or set CHROMIUM_PATH)"
    exit 1
  fi
fi

# The S3 storage adapter's contract suite runs against a real S3-compatible server, moto's
# moto_server (infra/storage/contract.test.ts). Debian has no moto package, so pip installs it
# (from the index pip is set up with); without it that suite is skipped and says why.
S3_TEST_SERVER="${S3_TEST_SERVER:-moto_server}"
if ! command -v "$S3_TEST_SERVER" >/dev/null 2>&1; then
  echo "$S3_TEST_SERVER not found: installing moto[server] with pip"
  if ! python3 -m pip install --quiet 'moto[server]'; then
    echo "Could not install moto[server]: the S3 storage contract suite will be skipped (the local-disk one still runs)."
  fi
fi

# The browser tests drive the built app, as a user gets it from npm start. The build runs first: run
# beside the first files (unit, web, Storybook) it slowed them more than it saved (a full run went
# 16.6 → 27 min, Storybook's phase ending at 7.0 min instead of 4.0).
npm run build --silent

mkdir -p test-results

status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json "$@" || status=$?
node -e '
const r = require("./test-results/vitest.json");
const skipped = (r.numPendingTests || 0) + (r.numTodoTests || 0);
console.log(`Tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
' || true
exit $status
