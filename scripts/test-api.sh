#!/usr/bin/env bash
# API integration tests on PGlite, then again on a PostgreSQL server when TEST_DATABASE_URL is set.
set -euo pipefail
echo "== API tests on PGlite"
npx vitest run --project api
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  echo "== API tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project api
fi
