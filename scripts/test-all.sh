#!/usr/bin/env bash
# npm test: every layer, stopping at the first group that fails, then each layer's wall time.
# Layers that use one core each (typecheck, lint, the web build; the fault suite, which mostly waits on
# restarts) run side by side with others; each one's output is printed whole when it ends (decision 051).
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
times=()
started=$SECONDS
record() { # name seconds rc
  times+=("$(printf '%-16s %5d s%s' "$1" "$2" "$( (($3)) && echo '  FAILED')")")
}
summary() {
  echo "== wall time per layer (side-by-side layers overlap)"
  printf '   %s\n' "${times[@]}"
  printf '   %-16s %5d s\n' total $((SECONDS - started))
  rm -rf "$logs"
}
trap summary EXIT

# One layer in the foreground, its output as it comes.
layer() {
  local name=$1 start=$SECONDS rc
  shift
  echo "== $name"
  "$@"
  rc=$?
  record "$name" $((SECONDS - start)) $rc
  return $rc
}

# Several layers at once: `together "name" "command" "name" "command" …`; prints each log, fails if any failed.
together() {
  local -a names=() pids=()
  local start=$SECONDS failed=0 i
  while (($#)); do
    names+=("$1")
    bash -c "start=\$SECONDS; $2; rc=\$?; echo \$((SECONDS - start)) \$rc > '$logs/$1.done'; exit \$rc" >"$logs/$1.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    echo "== ${names[$i]}"
    cat "$logs/${names[$i]}.log"
    read -r secs rc <"$logs/${names[$i]}.done" || { secs=$((SECONDS - start)); rc=1; }
    record "${names[$i]}" "$secs" "$rc"
  done
  return $failed
}

together typecheck "npm run typecheck" lint "npm run lint" build "npm run build" || exit 1
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  together unit "npm run test:unit" "faults postgres" "npm run test:faults" || exit 1
  # With a PostgreSQL server, the API suite runs once, on it, where races show; the journeys below run the
  # built product on the embedded PGlite that `npm start` uses.
  layer "api postgres" env TEST_DB=postgres npx vitest run --project api || exit 1
else
  layer unit npm run test:unit || exit 1
  layer "api pglite" npx vitest run --project api || exit 1
fi
layer e2e npm run e2e -w @routier/web || exit 1
