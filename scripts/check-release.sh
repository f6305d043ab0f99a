#!/usr/bin/env bash
# Checks what `make release` builds, failing on any drift (a failing check, never a note):
#  1. the release binary does not ask the dynamic loader for libcurl (readelf -d: no libcurl in NEEDED), so that
#     commands without a request start without it (Sources/CurlOnDemand loads it on first use);
#  2. the libcurl functions the toolchain's static FoundationNetworking needs (nm -u of lib_CFURLSessionInterface.a)
#     are exactly the ones Sources/CurlOnDemand/curl_on_demand.c defines: a toolchain that calls one more would
#     otherwise fail only at run time, and one the shim defines but nothing calls is dead code.
# Their prototypes are checked by the compiler against <curl/curl.h> (the shim includes it).
# Usage: scripts/check-release.sh [BINARY]   (default: the release build's foodybite)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-$(source scripts/release-flags.sh && swift build "${RELEASE_FLAGS[@]}" --show-bin-path)/foodybite}
failed=0

if readelf -d "$binary" | grep -E 'NEEDED.*libcurl' >/dev/null; then
  echo "check-release: $binary asks the dynamic loader for libcurl (readelf -d):"
  readelf -d "$binary" | grep NEEDED
  failed=1
else
  echo "check-release: no libcurl in NEEDED of $binary"
fi

toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
archive="$toolchain/lib/swift_static/linux/lib_CFURLSessionInterface.a"
if [ ! -f "$archive" ]; then
  echo "check-release: $archive not found: cannot list the libcurl functions FoundationNetworking needs"
  exit 1
fi
needed=$(nm -u "$archive" | awk '{ print $NF }' | grep -E '^curl_' | sort -u)
forwarded=$(grep -oE '^[A-Za-z_][A-Za-z0-9_ *]*[ *](curl_[a-z_]+)\(' Sources/CurlOnDemand/curl_on_demand.c |
  grep -oE 'curl_[a-z_]+\($' | tr -d '(' | grep -v '^curl_on_demand' | sort -u)
if [ "$needed" != "$forwarded" ]; then
  echo "check-release: the libcurl functions FoundationNetworking needs differ from those Sources/CurlOnDemand forwards:"
  diff <(echo "$needed") <(echo "$forwarded") | sed 's/^</  needed, not forwarded:/; s/^>/  forwarded, not needed:/' | grep ':' || true
  failed=1
else
  echo "check-release: the $(echo "$needed" | wc -l) libcurl functions FoundationNetworking needs are the ones forwarded"
fi
exit "$failed"
