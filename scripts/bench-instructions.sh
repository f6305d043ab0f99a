#!/usr/bin/env bash
# make bench-instructions: the instructions each command runs (valgrind's callgrind, Ir: the same however loaded the
# machine is), on the release build against the sandbox, beside the URLSession floor program; each checked against
# its budget in scripts/instruction-budgets.tsv. A count more than 3% over its budget fails (exit 1): a change that
# raises a budget says why in its commit. valgrind 3.19 cannot read DWARF 5, so it runs a `strip --strip-debug` copy.
#   BUDGETS_WRITE=1   write the counts measured as the new budgets (then commit them, saying why)
#   BENCH_BASELINE=BINARY   also count the commands with an earlier build, and print the two side by side
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/bench-setup.sh
source scripts/bench-setup.sh
strip --strip-debug -o "$work/foodybite" "$BIN"
strip --strip-debug -o "$work/floor" "$work/urlsession-request"
F="$work/foodybite"
PLACE=ChIJhRozr5Cd8kcRzXWVpd5wDvU  # a Dijon place of the sandbox

# name<TAB>command: what each budget measures.
cat >"$work/commands.tsv" <<EOF
version	$F --version
nearby-offline	$F $NEARBY --offline
nearby-no-cache	$F $NEARBY --no-cache
nearby	$F $NEARBY
nearby-provider-all	$F $NEARBY --provider all --no-cache
nearby-provider-osm	$F nearby --location $LOCATION --radius 1500 --format json --provider osm --no-cache
details	$F details $PLACE --no-cache
route	$F route $PLACE --location $LOCATION
floor	$work/floor
EOF

# The median of three counts: threads may interleave differently from one run to the next.
count() {  # command...
  local runs=() log
  for run in 1 2 3; do
    log="$work/callgrind-$run.log"
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$log" "$@" >/dev/null 2>&1 ||
      { echo "bench-instructions: failed: $*" >&2; cat "$log" >&2; exit 1; }
    runs+=("$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log" | tail -n 1)")
  done
  printf '%s\n' "${runs[@]}" | sort -n | sed -n 2p
}

echo "counting (callgrind, 3 runs each)..." >&2
: >"$work/measured.tsv"
while IFS=$'\t' read -r name command; do
  # shellcheck disable=SC2086  # the command's words
  printf '%s\t%s\n' "$name" "$(count $command)" >>"$work/measured.tsv"
done <"$work/commands.tsv"

# BENCH_BASELINE=BINARY: the same commands counted with an earlier build too, for a before/after table.
if [ -n "${BENCH_BASELINE:-}" ]; then
  strip --strip-debug -o "$work/baseline" "$BENCH_BASELINE"
  echo "counting the baseline $BENCH_BASELINE..." >&2
  echo "| command | baseline | this build | this / baseline |"
  echo "|---|---|---|---|"
  (
    # A home of its own, its cache filled by itself: an earlier build cannot read a cache a later one migrated.
    export HOME="$work/baseline-home" XDG_CONFIG_HOME="$work/baseline-home/config"
    export XDG_CACHE_HOME="$work/baseline-home/cache" XDG_DATA_HOME="$work/baseline-home/data"
    export XDG_STATE_HOME="$work/baseline-home/state"
    mkdir -p "$HOME"
    # shellcheck disable=SC2086  # the command's words
    "$work/baseline" $NEARBY >/dev/null
    while IFS=$'\t' read -r name command; do
      [ "$name" = floor ] && continue
      # shellcheck disable=SC2086  # the command's words, the baseline in the place of this build
      before=$(count ${command/#$F/$work/baseline})
      after=$(awk -F'\t' -v n="$name" '$1 == n { print $2 }' "$work/measured.tsv")
      awk -v n="$name" -v b="$before" -v a="$after" 'BEGIN { printf "| %s | %.1f M | %.1f M | %.2f |\n", n, b / 1e6, a / 1e6, a / b }'
    done <"$work/commands.tsv"
  )
  echo
fi

if [ "${BUDGETS_WRITE:-}" = 1 ]; then
  python3 scripts/instruction-budgets.py write scripts/instruction-budgets.tsv "$work/measured.tsv"
fi
python3 scripts/instruction-budgets.py check scripts/instruction-budgets.tsv "$work/measured.tsv"
