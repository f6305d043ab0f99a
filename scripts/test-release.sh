#!/usr/bin/env bash
# The end-to-end suite against the release binary, the one `make install` and `make dist` ship (the tests find
# the binaries through FOODYBITE_BIN_DIR; the sandbox is the debug build's: it is a test tool, not shipped).
# Beside it, the MCP client tests against the release foodybite-mcp (built here: `make release-mcp`): they mostly wait
# on the servers they start; then, alone, the HTTP transport's cost budgets. CI runs the end-to-end tests here only,
# on what users install.
# Usage: scripts/test-release.sh   (after `make release` and `swift build --build-tests`)
set -euo pipefail
cd "$(dirname "$0")/.."
release=$(source scripts/release-flags.sh && swift build "${RELEASE_FLAGS[@]}" --show-bin-path)
debug=$(swift build --show-bin-path)
bin=$(mktemp -d)
ln -s "$release/foodybite" "$bin/foodybite"
ln -s "$debug/foodybite-sandbox" "$bin/foodybite-sandbox"
echo "end-to-end tests against $release/foodybite"
log=$(mktemp)
mcp_log=$(mktemp)
trap 'rm -rf "$bin" "$log" "$mcp_log"' EXIT
# The MCP server as users install it, through the Python MCP SDK (Tests/MCP), against the same sandbox build.
make -s release-mcp
echo "MCP client tests against $release/foodybite-mcp, beside the end-to-end classes"
export FOODYBITE_MCP_BIN="$release/foodybite-mcp" FOODYBITE_BIN="$release/foodybite" \
  FOODYBITE_SANDBOX_BIN="$debug/foodybite-sandbox"
python3 -m unittest discover -s Tests/MCP -p "test_*.py" >"$mcp_log" 2>&1 &
mcp=$!
status=0
FOODYBITE_BIN_DIR="$bin" TEST_FILTER='^EndToEndTests\.' bash scripts/test.sh | tee "$log" || status=1
if ! wait "$mcp"; then
  echo "=== the MCP tests failed against the release build ==="
  cat "$mcp_log"
  exit 1
fi
echo "MCP tests: $(grep -E '^Ran [0-9]+ tests' "$mcp_log")"
# The HTTP transport's cost budgets and the many callers' (Tests/MCP/cost_http.py, cost_load.py), on the release build too, alone.
python3 -m unittest discover -s Tests/MCP -p "cost_*.py"
if [ "$status" = 0 ]; then exit 0; fi
# A class that failed is run once more, alone: a failure that does not come back is reported as flaky, loudly (a
# trap inside FoundationNetworking under load has been seen once, and not reproduced; issue 21 is to end such traps).
failed=$(sed -n 's/^=== \(EndToEndTests\.[A-Za-z0-9_]*\) failed.*/\1/p' "$log" | paste -sd'|')
[ -n "$failed" ] || exit 1
echo "=== running again, alone: $failed"
FOODYBITE_BIN_DIR="$bin" TEST_FILTER="^($failed)\$" TEST_JOBS=1 bash scripts/test.sh || exit 1
echo "=== FLAKY: $failed failed once and passed when run again (see the log above)"
