#!/usr/bin/env bash
# API integration tests on PGlite, then again on a PostgreSQL server when TEST_DATABASE_URL is set, with the
# fault suite (a real server whose connections are terminated and pool filled) on that server.
set -euo pipefail
echo "== API tests on PGlite"
npx vitest run --project api
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  echo "== API tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project api
  echo "== Fault tests on PostgreSQL"
  npm run test:faults
fi
