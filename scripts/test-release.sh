#!/usr/bin/env bash
# The end-to-end suite against the release binary, the one `make install` and `make dist` ship (the tests find
# the binaries through FOODYBITE_BIN_DIR; the sandbox is the debug build's: it is a test tool, not shipped).
# Usage: scripts/test-release.sh   (after `make release` and `swift build --build-tests`)
set -euo pipefail
cd "$(dirname "$0")/.."
release=$(swift build -c release --static-swift-stdlib --scratch-path .build-release --show-bin-path)
debug=$(swift build --show-bin-path)
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
ln -s "$release/foodybite" "$bin/foodybite"
ln -s "$debug/foodybite-sandbox" "$bin/foodybite-sandbox"
echo "end-to-end tests against $release/foodybite"
FOODYBITE_BIN_DIR="$bin" TEST_FILTER='^EndToEndTests\.' bash scripts/test.sh
