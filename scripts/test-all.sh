#!/usr/bin/env bash
# npm test: every layer in turn, stopping at the first that fails, then each layer's wall time.
set -uo pipefail
cd "$(dirname "$0")/.."

times=()
layer() {
  local name=$1 start=$SECONDS rc
  shift
  echo "== $name"
  "$@"
  rc=$?
  times+=("$(printf '%-16s %5d s%s' "$name" $((SECONDS - start)) "$( ((rc)) && echo '  FAILED')")")
  return $rc
}
summary() {
  echo "== wall time per layer"
  printf '   %s\n' "${times[@]}"
}
trap summary EXIT

layer typecheck npm run typecheck || exit 1
layer lint npm run lint || exit 1
layer unit npm run test:unit || exit 1
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  # With a PostgreSQL server, the API suite runs once on it, where races show; the journeys below run the
  # built product on the embedded PGlite that `npm start` uses (decision 051).
  layer "api postgres" env TEST_DB=postgres npx vitest run --project api || exit 1
  layer "faults postgres" npm run test:faults || exit 1
else
  layer "api pglite" npx vitest run --project api || exit 1
fi
layer e2e npm run test:e2e || exit 1
