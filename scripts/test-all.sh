#!/usr/bin/env bash
# npm test: every layer, stopping at the first group that fails, then each layer's wall and CPU time.
# Layers that use one core each (typecheck, lint, the web build; the fault suite, which mostly waits on
# restarts) run side by side with others; each one's output is printed whole when it ends (decision 051).
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
trap summary EXIT

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

# Several layers at once: `together "name" "command" "name" "command" …`; prints each log, fails if any failed.
together() {
  local -a names=() pids=()
  local start=$SECONDS failed=0 i secs cpu rc
  while (($#)); do
    names+=("$1")
    bash -c "start=\$SECONDS; $2; rc=\$?; times > '$logs/$1.times'; echo \$((SECONDS - start)) \$rc > '$logs/$1.done'; exit \$rc" >"$logs/$1.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    echo "== ${names[$i]}"
    cat "$logs/${names[$i]}.log"
    read -r secs rc <"$logs/${names[$i]}.done" || { secs=$((SECONDS - start)); rc=1; }
    cpu=$(cpu_of "$logs/${names[$i]}.times" 2>/dev/null || echo 0)
    record "${names[$i]}" "$secs" "$cpu" "$rc"
  done
  return $failed
}

together typecheck "npm run typecheck" lint "npm run lint" build "npm run build" || exit 1
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  together unit "npm run test:unit" "faults postgres" "npm run test:faults" || exit 1
  # With a PostgreSQL server, the API suite runs once, on it, where races show; the journeys below run the
  # built product on copies of a seeded database there, and one journey file on the embedded PGlite that
  # `npm start` uses (apps/web/e2e/fixtures.ts).
  layer "api postgres" env TEST_DB=postgres npx vitest run --project api || exit 1
  export E2E_DATABASE_URL=$TEST_DATABASE_URL
else
  layer unit npm run test:unit || exit 1
  layer "api pglite" npx vitest run --project api || exit 1
fi
layer e2e npm run e2e -w @routier/web || exit 1
