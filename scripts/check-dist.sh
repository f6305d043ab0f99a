#!/usr/bin/env bash
# Checks what `make dist` made: the .deb installed with dpkg into a scratch root, and the tarball unpacked, each
# runs `foodybite --version` (the version and the commit) and `nearby` against the sandbox.
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(ls dist/foodybite_*.deb)
tarball=$(ls dist/foodybite-*-linux-*.tar.gz)
scratch=$(mktemp -d)
sandbox_pid=""
trap '[ -n "$sandbox_pid" ] && kill "$sandbox_pid" 2>/dev/null; rm -rf "$scratch"' EXIT

root="$scratch/root"
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
touch "$root/var/lib/dpkg/status"
dpkg --root="$root" --force-depends --force-not-root --force-script-chrootless --log=/dev/null -i "$deb" >/dev/null 2>&1
echo "check-dist: $(dpkg-deb -f "$deb" Package Version Depends | paste -sd' ')"
mkdir -p "$scratch/tar" && tar -C "$scratch/tar" -xzf "$tarball"

"$(swift build --show-bin-path)/foodybite-sandbox" --port 0 >"$scratch/sandbox.out" 2>/dev/null &
sandbox_pid=$!
for _ in $(seq 50); do [ -s "$scratch/sandbox.out" ] && break; sleep 0.1; done
url=$(head -n 1 "$scratch/sandbox.out")

for binary in "$root/usr/bin/foodybite" "$scratch"/tar/foodybite-*/bin/foodybite; do
  version=$("$binary" --version)
  [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+\ \([0-9a-f]{7} ]] || { echo "check-dist: $binary --version: '$version'"; exit 1; }
  rows=$(env -i PATH=/usr/bin:/bin HOME="$scratch/home" FOODYBITE_PLACES_API_KEY=any FOODYBITE_PLACES_URL="$url" \
    FOODYBITE_GEOIP_URL=off "$binary" nearby --location 47.3220,5.0415 --radius 1500 --stars 4 --format ndjson | wc -l)
  [ "$rows" -gt 0 ] || { echo "check-dist: $binary nearby printed nothing"; exit 1; }
  echo "check-dist: $binary: $version, nearby: $rows places"
  mcp="$(dirname "$binary")/foodybite-mcp"
  # stdin stays open a moment: at its end the server stops, answered or not.
  answer=$({ printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"check-dist","version":"1"}}}'; sleep 2; } |
    env -i PATH=/usr/bin:/bin HOME="$scratch/home" "$mcp" 2>/dev/null | head -n 1)
  [[ "$answer" == *'"protocolVersion":"2025-11-25"'* ]] || { echo "check-dist: $mcp: '$answer'"; exit 1; }
  echo "check-dist: $mcp answers initialize"
done
[ -f "$root/usr/share/man/man1/foodybite.1.gz" ] && [ -f "$root/usr/share/bash-completion/completions/foodybite" ]
