#!/usr/bin/env bash
# API integration tests: on the PostgreSQL server named by TEST_DATABASE_URL when it is set, with the fault
# suite (a real server whose connections are terminated, pool filled, PostgreSQL restarted) on that server;
# on PGlite otherwise (decision 051).
set -euo pipefail
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  echo "== API tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project api
  echo "== Fault tests on PostgreSQL"
  npm run test:faults
else
  echo "== API tests on PGlite"
  npx vitest run --project api
fi
