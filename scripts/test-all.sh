#!/usr/bin/env bash
# The test phase of `make test`: the XCTest classes (scripts/test.sh) and the MCP client tests (Tests/MCP, Python's
# unittest with the official MCP SDK) side by side, then the map page in a browser and the HTTP transport's cost
# budgets, each alone: the MCP tests mostly wait on the servers they start (1 s of
# CPU in 8 s of wall time), so beside the CPU-bound classes they cost the run almost nothing. Python is run from
# its own folder rather than through a version manager's shim (pyenv's runs ten bash processes per `python3`,
# and the tests start it a hundred times). The MCP tests' output is printed whole when they fail, else its summary.
set -uo pipefail
cd "$(dirname "$0")/.."

python_dir=$(dirname "$(python3 -c 'import sys; print(sys.executable)')")
export PATH="$python_dir:$PATH"

mcp_log=$(mktemp)
browser_log=$(mktemp)
trap 'rm -f "$mcp_log" "$browser_log"' EXIT
python3 -m unittest discover -s Tests/MCP -p "test_*.py" >"$mcp_log" 2>&1 &
mcp=$!
bash scripts/test.sh
xctest=$?
wait "$mcp"
mcp_status=$?
# The map page in Chromium (Tests/Browser; skipped, with one line saying why, where Chromium is not installed), after
# the rest: it holds a page to 1 s to interactive, which beside eight test processes measured the machine (1.1 s).
python3 -m unittest discover -v -s Tests/Browser -p "test_*.py" >"$browser_log" 2>&1
browser_status=$?
if [ "$mcp_status" != 0 ]; then
  echo "=== the MCP tests failed (exit $mcp_status) ==="
  cat "$mcp_log"
else
  echo "MCP tests: $(grep -E '^Ran [0-9]+ tests' "$mcp_log") ($(tail -n 1 "$mcp_log"))"
fi
if [ "$browser_status" != 0 ]; then
  echo "=== the browser tests failed (exit $browser_status) ==="
  cat "$browser_log"
elif skipped=$(grep -m 1 -oE "skipped '[^']+'" "$browser_log"); then
  echo "browser tests: ${skipped}"
else
  echo "browser tests: $(grep -E '^Ran [0-9]+ tests' "$browser_log") ($(tail -n 1 "$browser_log"))"
fi
# What the HTTP transport costs (Tests/MCP/cost_http.py: latency and memory budgets) and many callers at once meet
# (cost_load.py: 50 SDK clients x 40 calls), measured on their own, after the
# rest: beside eight test processes on two cores a millisecond budget measures the machine, not the server.
python3 -m unittest discover -s Tests/MCP -p "cost_*.py" >"$mcp_log" 2>&1
cost_status=$?
if [ "$cost_status" != 0 ]; then
  echo "=== the MCP cost tests failed (exit $cost_status) ==="
  cat "$mcp_log"
else
  grep -E '^cost: ' "$mcp_log"
fi
[ "$xctest" = 0 ] && [ "$mcp_status" = 0 ] && [ "$browser_status" = 0 ] && [ "$cost_status" = 0 ]
