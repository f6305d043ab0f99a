#!/usr/bin/env bash
# The test phase of `make test`: every XCTest class of the package's test bundle, each class in a process of its
# own, TEST_JOBS at a time (default 8: the end-to-end classes mostly wait on processes and sockets, so more
# classes than cores keep both cores busy). Classes are independent: every test makes its own home, sandbox
# and files. The slow classes start first. A failing class's log is printed whole; the exit status is 1 if any test
# failed. Snapshots are never re-recorded here. TEST_FILTER, a regular expression over Module.Class, runs only the
# classes it matches (scripts/test-release.sh: the end-to-end ones); TEST_EXCLUDE leaves out those it matches (make
# test: the end-to-end ones, which make test-end-to-end runs).
set -uo pipefail
cd "$(dirname "$0")/.."

JOBS=${TEST_JOBS:-8}
bundle="${TEST_BUNDLE:-$(swift build --show-bin-path)/foodybitePackageTests.xctest}"
logs=$(mktemp -d)
# The tests run with a scratch home: they must write nothing outside their own temporary folders (checked below).
scratch_home=$(mktemp -d)
trap 'rm -rf "$logs" "$scratch_home"' EXIT
export SNAPSHOT_TESTING_RECORD=never
# The test processes live in one zone, locale and terminal whatever the calling shell's (a new user's may say
# TZ=Asia/Kathmandu LANG=de_DE.UTF-8 COLUMNS=60 LC_TIME=en_US.UTF-8): the in-process tests read none of the machine's,
# and the processes the end-to-end tests start get the suite's instant, zone and locale from TestClock, or
# FOODYBITE_TEST_NOW, _TZ, _LANG and _COLUMNS (make test-anytime).
# (LANG first: unsetting LC_* then falls back to a locale the machine has, and bash says nothing)
export TZ=UTC LANG=C.UTF-8
# make test makes the zone table (make zone-data): its tests fail, never skip, when the build has none
export FOODYBITE_REQUIRE_ZONES=1
while IFS= read -r variable; do unset "$variable"; done < <(compgen -e | grep -E '^LC_[A-Z_]+$')
unset COLUMNS LINES LANGUAGE

# Module.Class, the longest first, so that no long class starts last: by the time each took in the last run of this
# bundle (kept beside it, in test-durations.tsv), else by kind: end-to-end classes (real processes), then the
# generated-input ones, then the rest; within a kind, the classes with more tests first.
durations="$(dirname "$bundle")/test-durations.tsv"
[ -f "$durations" ] || : >"$durations"
"$bundle" --list-tests | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/' | cut -d/ -f1 | sort | uniq -c |
  awk '{ kind = ($2 ~ /^EndToEndTests\./) ? 0 : ($2 ~ /^HostileInputTests\./) ? 1 : 2; print kind, -$1, $2 }' |
  sort -k1,1n -k2,2n | awk '{ print NR, $3 }' |
  awk 'FILENAME == ARGV[1] { took[$1] = $2; next } { print (($2 in took) ? -took[$2] : -1000000 + $1), $2 }' "$durations" - |
  sort -k1,1n | awk '{ print $2 }' | grep -E "${TEST_FILTER:-.}" |
  grep -vE "${TEST_EXCLUDE:-^$}" >"$logs/classes"

run_class() {  # logs class bundle home
  local log="$1/$2.log" started=${EPOCHREALTIME/,/.}
  HOME="$4" "$3" "$2" >"$log" 2>&1
  printf '%s\t%s\t%s\n' "$2" "$?" "$started ${EPOCHREALTIME/,/.}" >"$1/$2.ran"
}
export -f run_class

started=${EPOCHREALTIME/,/.}
xargs -P "$JOBS" -I{} bash -c 'run_class "$@"' _ "$logs" {} "$bundle" "$scratch_home" <"$logs/classes"
elapsed=$(awk -v a="$started" -v b="${EPOCHREALTIME/,/.}" 'BEGIN { print b - a }')

# Each class: its exit status and time (.ran), and the summary line XCTest ends its log with; one awk for them all
# (a process or five per class added seconds of CPU to a run of 165 classes).
failed=0 executed=0 failures=0
while IFS=$'\t' read -r class tests broken status; do
  if [ "$tests" -ge 0 ]; then executed=$((executed + tests)); fi
  failures=$((failures + broken))
  if [ "$status" != 0 ] || [ "$tests" -lt 0 ]; then
    failed=1
    echo "=== $class failed (exit $status) ==="
    cat "$logs/$class.log"
  fi
done < <(awk -v logs="$logs" '
  { class = $0; tests = -1; broken = 0; status = "none"
    file = logs "/" class ".log"
    while ((getline line < file) > 0) {
      if (match(line, /Executed [0-9]+ tests?, with [0-9]+ failures?/)) {
        split(substr(line, RSTART, RLENGTH), word, " "); tests = word[2]; broken = word[5]
      }
    }
    close(file)
    file = logs "/" class ".ran"
    if ((getline line < file) > 0) { split(line, field, "\t"); status = field[2] }
    close(file)
    printf "%s\t%d\t%d\t%s\n", class, (tests < 0 ? -1 : tests), broken, status
  }' "$logs/classes")

# What each class took, for the order of the next run (the classes not run this time keep their last time).
{
  find "$logs" -name '*.ran' -exec cat {} + | awk -F'\t' '{ split($3, t, " "); printf "%s\t%.3f\n", $1, t[2] - t[1] }'
  awk -F'\t' 'FILENAME == ARGV[1] { ran[$1] = 1; next } !($1 in ran)' "$logs/classes" "$durations"
} >"$logs/durations" && mv "$logs/durations" "$durations"

left=$(cd "$scratch_home" && find . -mindepth 1 | head -n 20)
if [ -n "$left" ]; then
  failed=1
  echo "=== the tests wrote into their home directory (they must use temporary folders only) ==="
  echo "$left"
fi

printf 'Executed %d tests in %d classes, with %d failures, in %.1f s (%d at a time)\n' \
  "$executed" "$(wc -l <"$logs/classes")" "$failures" "$elapsed" "$JOBS"
exit "$failed"
