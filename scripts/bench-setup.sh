#!/usr/bin/env bash
# Sourced by scripts/bench.sh and scripts/bench-instructions.sh: the release build of foodybite and the sandbox, the
# URLSession floor program, the sandbox started on loopback with a fresh home, and the search both measure
# (Dijon, in the sandbox's data; its cache filled, for --offline). Sets BIN, BIN_DIR, work, url, NEARBY, LOCATION,
# LAT, LNG, body, mask; stops the sandbox and removes $work on exit.
LOCATION=47.3220,5.0415          # Dijon, in the sandbox's data set
LAT=${LOCATION%,*} LNG=${LOCATION#*,}

echo "building (release)..." >&2
make -s release >/dev/null  # as users get it (Makefile: static-libs)
# shellcheck source=scripts/release-flags.sh
source scripts/release-flags.sh
swift build "${RELEASE_FLAGS[@]}" --product foodybite-sandbox >/dev/null
BIN_DIR="$(swift build "${RELEASE_FLAGS[@]}" --show-bin-path)"
BIN="$BIN_DIR/foodybite"
work=$(mktemp -d)
cleanup() {
  [ -n "${sandbox_pid:-}" ] && kill "$sandbox_pid" 2>/dev/null && wait "$sandbox_pid" 2>/dev/null
  [ -n "${slow_pid:-}" ] && kill "$slow_pid" 2>/dev/null && wait "$slow_pid" 2>/dev/null
  [ -n "${fast_pid:-}" ] && kill "$fast_pid" 2>/dev/null && wait "$fast_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# The same search foodybite sends, by the smallest Swift program that can (scripts/floor/urlsession-request.swift).
swiftc -O -static-stdlib scripts/floor/urlsession-request.swift -o "$work/urlsession-request" 2>/dev/null

SANDBOX="$BIN_DIR/foodybite-sandbox"
# shellcheck source=scripts/bench-sandbox.sh
source scripts/bench-sandbox.sh
NEARBY="nearby --location $LOCATION --radius 1500 --stars 4 --format json"
"$BIN" $NEARBY >/dev/null  # the cache holds the answer, for --offline

body="{\"includedTypes\":[\"restaurant\"],\"maxResultCount\":20,\"rankPreference\":\"DISTANCE\",\"locationRestriction\":{\"circle\":{\"center\":{\"latitude\":$LAT,\"longitude\":$LNG},\"radius\":1500}}}"
mask="places.id,places.displayName,places.location,places.rating,places.userRatingCount,places.currentOpeningHours.openNow,places.priceLevel,places.shortFormattedAddress,places.formattedAddress,places.businessStatus,places.primaryType,places.types"
export BENCH_URL="$url" BENCH_BODY="$body" BENCH_MASK="$mask"
