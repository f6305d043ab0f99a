#!/usr/bin/env bash
# The test phase of `make test`: the XCTest classes (scripts/test.sh) and the MCP client tests (Tests/MCP, Python's
# unittest with the official MCP SDK) side by side: the MCP tests mostly wait on the servers they start (1 s of
# CPU in 8 s of wall time), so beside the CPU-bound classes they cost the run almost nothing. Python is run from
# its own folder rather than through a version manager's shim (pyenv's runs ten bash processes per `python3`,
# and the tests start it a hundred times). The MCP tests' output is printed whole when they fail, else its summary.
set -uo pipefail
cd "$(dirname "$0")/.."

python_dir=$(dirname "$(python3 -c 'import sys; print(sys.executable)')")
export PATH="$python_dir:$PATH"

mcp_log=$(mktemp)
trap 'rm -f "$mcp_log"' EXIT
python3 -m unittest discover -s Tests/MCP -p "test_*.py" >"$mcp_log" 2>&1 &
mcp=$!
bash scripts/test.sh
xctest=$?
wait "$mcp"
mcp_status=$?
if [ "$mcp_status" != 0 ]; then
  echo "=== the MCP tests failed (exit $mcp_status) ==="
  cat "$mcp_log"
else
  echo "MCP tests: $(grep -E '^Ran [0-9]+ tests' "$mcp_log") ($(tail -n 1 "$mcp_log"))"
fi
[ "$xctest" = 0 ] && [ "$mcp_status" = 0 ]
