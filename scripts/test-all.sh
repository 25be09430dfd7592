#!/usr/bin/env bash
# npm test: every layer, then each layer's wall and CPU time (decision 051).
#
# Layers run in lanes, side by side, so that both cores stay busy: a lane runs its layers one after the
# other and stops at its first failure; npm test fails when any lane failed. The journeys, the longest layer,
# start as soon as the web build exists; typecheck, lint and the tests that need no browser fill the time the
# journeys spend waiting. Each layer's output is printed whole when it ends.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
started=$SECONDS
trap 'rm -rf "$logs"' EXIT

# CPU seconds (user + system) of a shell's finished children, from the output of its `times` (second line)
cpu_of() {
  tail -n 1 "$1" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); s += p[1] * 60 + p[2] } printf "%d", s + 0.5 }'
}

# One lane: `lane "name" "command" "name" "command" …`, run in the background by the caller.
lane() {
  local name cmd start rc
  while (($#)); do
    name=$1 cmd=$2 start=$SECONDS
    shift 2
    bash -c "$cmd; rc=\$?; times > '$logs/$name.times'; exit \$rc" >"$logs/$name.log" 2>&1
    rc=$?
    printf '%-16s %5d s  %5d s%s\n' "$name" $((SECONDS - start)) "$(cpu_of "$logs/$name.times" 2>/dev/null || echo 0)" \
      "$( ((rc)) && echo '  FAILED')" >>"$logs/summary"
    {
      flock 9
      echo "== $name ($((SECONDS - started)) s after the start)"
      cat "$logs/$name.log"
    } 9>"$logs/print.lock"
    ((rc)) && return $rc
  done
  return 0
}

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  # With a PostgreSQL server, the API suite runs once, on it, where races show; the journeys' servers run on
  # copies of a seeded database there, and one journey file on the embedded PGlite that `npm start` uses.
  export E2E_DATABASE_URL=$TEST_DATABASE_URL
  lane build "npm run build" e2e "npm run e2e -w @routier/web" &
  lanes=($!)
  lane typecheck "npm run typecheck" unit "npm run test:unit" "api postgres" "TEST_DB=postgres npx vitest run --project api" &
  lanes+=($!)
  # the fault suite (which mostly waits on restarts) starts after lint, beside the unit tests
  lane lint "npm run lint" "faults postgres" "npm run test:faults" &
  lanes+=($!)
else
  lane build "npm run build" e2e "npm run e2e -w @routier/web" &
  lanes=($!)
  lane typecheck "npm run typecheck" unit "npm run test:unit" "api pglite" "npx vitest run --project api" &
  lanes+=($!)
  lane lint "npm run lint" &
  lanes+=($!)
fi

failed=0
for pid in "${lanes[@]}"; do wait "$pid" || failed=1; done
echo "== time per layer: wall (layers in other lanes overlap), then CPU (user + system, its processes)"
sed 's/^/   /' "$logs/summary"
printf '   %-16s %5d s\n' total $((SECONDS - started))
exit $failed
