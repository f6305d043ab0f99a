#!/usr/bin/env bash
# A/B timing of two foodybite builds in one run, for a refactoring that must not cost time: the commands of
# `make bench` (Dijon on the sandbox; offline), run by the baseline and the candidate in BENCH_ROUNDS (6) rounds
# of BENCH_RUNS (20) runs each, the two sides' order swapped every round (so that a drift of the machine falls on
# both alike); per command the median of each side over all its runs, and the candidate's as a share of the
# baseline's.
#   bash scripts/bench-compare.sh BASELINE_BINARY [CANDIDATE_BINARY]   (candidate: .build-release/release/foodybite)
# Build a baseline with: git worktree add /tmp/base REV && make -C /tmp/base release
set -euo pipefail
cd "$(dirname "$0")/.."

OLD=${1:?usage: bench-compare.sh BASELINE_BINARY [CANDIDATE_BINARY]}
NEW=${2:-.build-release/release/foodybite}
RUNS=${BENCH_RUNS:-20}
ROUNDS=${BENCH_ROUNDS:-6}
SANDBOX="$(dirname "$NEW")/foodybite-sandbox"
# shellcheck source=scripts/release-flags.sh
source scripts/release-flags.sh
[ -x "$SANDBOX" ] || swift build "${RELEASE_FLAGS[@]}" --product foodybite-sandbox >/dev/null
work=$(mktemp -d)
trap 'kill "$sandbox_pid" 2>/dev/null; wait "$sandbox_pid" 2>/dev/null; rm -rf "$work"' EXIT
# shellcheck source=scripts/bench-sandbox.sh
source scripts/bench-sandbox.sh
NEARBY="nearby --location 47.3220,5.0415 --radius 1500 --stars 4 --format json"
# Each side a home of its own, its cache holding both answers for --offline, filled by itself (an earlier build
# cannot read a cache a later one migrated); both run through env(1), so that neither pays for it alone.
declare -A homes
for side in baseline candidate; do
  home="$work/$side-home" bin=$OLD
  [ "$side" = candidate ] && bin=$NEW
  mkdir -p "$home"
  homes[$side]="env HOME=$home XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache XDG_DATA_HOME=$home/data"
  homes[$side]+=" XDG_STATE_HOME=$home/state"
  # shellcheck disable=SC2086  # the words of the environment and the command
  ${homes[$side]} "$bin" $NEARBY --provider all >/dev/null
done

cases=("" " --no-cache" " --offline" " --provider foursquare --no-cache" " --provider all --no-cache"
  " --provider all --changes")
for round in $(seq 1 "$ROUNDS"); do
  args=()
  for case in "${cases[@]}" "--version"; do
    command="$NEARBY$case"; [ "$case" = "--version" ] && command="--version"
    if [ $((round % 2)) -eq 1 ]; then order="baseline candidate"; else order="candidate baseline"; fi
    for side in $order; do
      bin=$OLD; [ "$side" = candidate ] && bin=$NEW
      args+=(-n "$side|${case:- nearby}" "${homes[$side]} $bin $command")
    done
  done
  hyperfine -N -i --warmup 3 --runs "$RUNS" --export-json "$work/round-$round.json" --style none "${args[@]}" >/dev/null
done

python3 - "$work"/round-*.json <<'PY'
import json, statistics, sys
times = {}
for path in sys.argv[1:]:
    for result in json.load(open(path))["results"]:
        side, case = result["command"].split("|", 1)
        times.setdefault(case, {}).setdefault(side, []).extend(result["times"])
print("| command | baseline | candidate | candidate / baseline |")
print("|---|---|---|---|")
for case, sides in times.items():
    old, new = statistics.median(sides["baseline"]), statistics.median(sides["candidate"])
    name = case.strip() if case.strip() == "--version" or case == " nearby" else "nearby" + case
    print(f"| {name} | {old * 1000:.1f} ms | {new * 1000:.1f} ms | {new / old:.3f} |")
PY
