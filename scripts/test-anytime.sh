#!/usr/bin/env bash
# make test-anytime: the end-to-end classes again at four more instants, two of them in two more environments (issue
# 55; paired since issue 68: an instant and a reader's zone, language and width are independent), each
# through the test support's FOODYBITE_TEST_* variables (Tests/EndToEndTests/TestClock.swift): every process the
# tests start, and the sandbox's clock, live at that instant, zone, locale and terminal. A test that passes at the
# suite's own instant only because of it (the hour, the zone, the language, the width) fails here.
set -uo pipefail
cd "$(dirname "$0")/.."

runs=(
  # a Tuesday, 12:30 in Paris, the reader at UTC+14 in Turkish (dotted and dotless i)
  "FOODYBITE_TEST_NOW=2026-12-01T12:30:00+01:00 FOODYBITE_TEST_TZ=Pacific/Kiritimati FOODYBITE_TEST_LANG=tr_TR.UTF-8"
  # a Saturday, 23:30, the reader at UTC-3:30 in Arabic, 50 columns wide
  "FOODYBITE_TEST_NOW=2026-11-28T23:30:00+01:00 FOODYBITE_TEST_TZ=America/St_Johns FOODYBITE_TEST_LANG=ar_EG.UTF-8 FOODYBITE_TEST_COLUMNS=50"
  "FOODYBITE_TEST_NOW=2026-10-25T03:30:00+01:00"  # the night the clocks go back in Europe
  "FOODYBITE_TEST_NOW=2026-12-31T23:59:00+01:00"  # the year's last minute
)
started=$SECONDS
failed=0
for run in "${runs[@]}"; do
  began=$SECONDS
  log=$(mktemp)
  # shellcheck disable=SC2086 # each run is a list of NAME=VALUE words
  env $run TEST_FILTER='^EndToEndTests\.' bash scripts/test.sh >"$log" 2>&1
  status=$?
  summary=$(grep -E '^Executed [0-9]+ tests in' "$log" | tail -n 1)
  if [ "$status" != 0 ]; then
    failed=1
    echo "=== test-anytime: $run failed ==="
    cat "$log"
  fi
  echo "test-anytime: $run: ${summary:-no summary} ($((SECONDS - began)) s)"
  rm -f "$log"
done
echo "test-anytime: ${#runs[@]} runs of the end-to-end classes in $((SECONDS - started)) s"
exit "$failed"
