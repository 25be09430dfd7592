#!/usr/bin/env bash
# npm test: every layer, stopping at the first that fails, then each layer's wall and CPU time.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
times=()
started=$SECONDS
record() { # name seconds cpu-seconds rc
  times+=("$(printf '%-16s %5d s  %5d s%s' "$1" "$2" "$3" "$( (($4)) && echo '  FAILED')")")
}
summary() {
  echo "== time per layer: wall (side-by-side layers overlap), then CPU (user + system, its processes)"
  printf '   %s\n' "${times[@]}"
  printf '   %-16s %5d s\n' total $((SECONDS - started))
  rm -rf "$logs"
}
# CPU seconds (user + system) of a shell's finished children, from the output of its `times` (second line)
cpu_of() {
  tail -n 1 "$1" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); s += p[1] * 60 + p[2] } printf "%d", s + 0.5 }'
}

# One layer in the foreground, its output as it comes.
layer() {
  local name=$1 start=$SECONDS cpu rc
  shift
  echo "== $name"
  times >"$logs/$name.before"
  "$@"
  rc=$?
  times >"$logs/$name.after"
  record "$name" $((SECONDS - start)) $(($(cpu_of "$logs/$name.after") - $(cpu_of "$logs/$name.before"))) $rc
  return $rc
}

# In the background, with its output printed whole when it ends (`beside name command`, then `await_beside`).
beside_pid=
beside_name=
beside() {
  beside_name=$1
  echo "== $1 (beside the layers below; its output comes when it ends)"
  # a session of its own, so that a stop reaches every process it started (servers, browsers)
  setsid bash -c "start=\$SECONDS; $2; rc=\$?; times > '$logs/$1.times'; echo \$((SECONDS - start)) \$rc > '$logs/$1.done'; exit \$rc" >"$logs/$1.log" 2>&1 &
  beside_pid=$!
}
await_beside() {
  local secs rc cpu
  [[ -n "$beside_pid" ]] || return 0
  wait "$beside_pid"
  echo "== $beside_name"
  cat "$logs/$beside_name.log"
  read -r secs rc <"$logs/$beside_name.done" || { secs=0; rc=1; }
  cpu=$(cpu_of "$logs/$beside_name.times" 2>/dev/null || echo 0)
  record "$beside_name" "$secs" "$cpu" "$rc"
  beside_pid=
  return "$rc"
}
# a failing layer stops the run: the background journeys with it
stop_beside() {
  [[ -n "$beside_pid" ]] || return 0
  kill -TERM -- "-$beside_pid" 2>/dev/null
  wait "$beside_pid" 2>/dev/null
  echo "== $beside_name: stopped (a layer failed)"
  beside_pid=
}
fail() {
  stop_beside
  exit 1
}
trap 'stop_beside; summary' EXIT
trap 'exit 130' INT TERM

# The browser journeys need only the built product, and leave part of the two cores idle while pages load
# and the servers answer: they run from the start of the checks to their end, beside the other layers, which
# run one after the other (decision 051).
layer build npm run build || exit 1
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  # The journeys run the built product on copies of a seeded database on the PostgreSQL server, and one
  # journey file on the embedded PGlite that `npm start` uses (apps/web/e2e/fixtures.ts).
  export E2E_DATABASE_URL=$TEST_DATABASE_URL
fi
beside e2e "npm run e2e -w @routier/web"
layer typecheck npm run typecheck || fail
layer lint npm run lint || fail
layer unit npm run test:unit || fail
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  # With a PostgreSQL server, the API suite runs once, on it, where races show.
  layer "faults postgres" npm run test:faults || fail
  layer "api postgres" env TEST_DB=postgres npx vitest run --project api || fail
else
  layer "api pglite" npx vitest run --project api || fail
fi
await_beside || exit 1
