#!/usr/bin/env bash
# API integration tests on PGlite, then again on a PostgreSQL server when TEST_DATABASE_URL is set, with the
# fault suite (a real server whose connections are terminated and pool filled) on that server.
# The route-wide checks (who may call each route, bad input, the response contract) call every route and
# depend on the routes' declarations, not on the database engine: they run on PGlite only (decision 044).
set -euo pipefail
echo "== API tests on PGlite"
npx vitest run --project api
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  echo "== API tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project api \
    --exclude src/test/authorization-matrix.test.ts \
    --exclude src/test/bad-input.test.ts \
    --exclude src/test/api-contract.test.ts
  echo "== Fault tests on PostgreSQL"
  npm run test:faults
fi
