#!/usr/bin/env bash
# make fuzz: libFuzzer (with AddressSanitizer) on every decoder of bytes from outside, each target FUZZ_SECONDS
# (30) long, seeded from Fixtures/. SwiftPM cannot link a libFuzzer executable (it renames `main`), so the library
# targets are built by SwiftPM with the fuzzer's instrumentation (.build-fuzz) and each entry point in Fuzz/ is
# linked against their objects by swiftc. A crash, a leak or a timeout stops the run, leaves the input in
# .build-fuzz/findings and fails (exit 1); the executions are summed up at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET=${FUZZ_SECONDS:-30}
BUILD=.build-fuzz
# (swift-crypto 4 adds XKCP, its SHA-3)
crypto=(Crypto CCryptoBoringSSL CCryptoBoringSSLShims CryptoBoringWrapper CXKCP CXKCPShims SwiftASN1)
typecheck=""
# The stored rows' target is compiled with Persistence's SQLite sources (not the PostgreSQL adapters, whose network
# libraries a fuzzer of SQLite rows does not need), its `import Persistence` left out: one module.
mkdir -p "$BUILD"
sed '/^import Persistence$/d' Fuzz/StoredRows.swift >"$BUILD/StoredRows.swift"
sqlite_persistence=$(find Sources/Persistence -name '*.swift' -not -path '*/PostgreSQL/*' | sort | tr '\n' ' ')
if [ "${1:-}" = --typecheck ]; then
  # make test: only type-check the entry points against the debug build's modules, so that a change to the code
  # they call breaks `make test`, not only `make fuzz`.
  typecheck=1
  modules="$(swift build --show-bin-path)/Modules"
  link() {  # name entry targets...
    # shellcheck disable=SC2086
    swiftc -typecheck -parse-as-library -I "$modules" -I .build/checkouts/Yams/Sources/CYaml/include \
      -I .build/checkouts/GRDB.swift/Sources/GRDBSQLite $2 || { echo "fuzz: $1 does not type-check" >&2; exit 1; }
  }
else
  for target in Places GRDB Yams; do
    swift build --scratch-path "$BUILD" --sanitize=fuzzer --sanitize=address --target "$target" >"$BUILD/build.log" 2>&1 ||
      { cat "$BUILD/build.log" >&2; exit 1; }
  done
  objects() {  # the object files of these targets
    for target in "$@"; do find "$BUILD/debug/$target.build" -name '*.o'; done
  }
  link() {  # name entry targets...
    local name=$1 entry=$2
    shift 2
    # shellcheck disable=SC2046
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -g -I "$BUILD/debug/Modules" \
      -I "$BUILD/checkouts/Yams/Sources/CYaml/include" -I "$BUILD/checkouts/GRDB.swift/Sources/GRDBSQLite" \
      $entry $(objects "$@") -lstdc++ \
      -o "$BUILD/fuzz-$name" >"$BUILD/link.log" 2>&1 || { cat "$BUILD/link.log" >&2; exit 1; }
  }
fi
link places-bodies Fuzz/PlacesBodies.swift Places Networking Domain OpeningHoursLanguage "${crypto[@]}"
link server-answers Fuzz/ServerAnswers.swift Networking Domain OpeningHoursLanguage "${crypto[@]}"
link cached-records Fuzz/CachedRecords.swift Domain OpeningHoursLanguage
link stored-rows "-swift-version 6 $BUILD/StoredRows.swift $sqlite_persistence -lsqlite3" GRDB Domain OpeningHoursLanguage
# The config reader lives in the executable target: its file is compiled into the fuzz target itself.
link config-yaml "Fuzz/ConfigYAML.swift Sources/Main/Configuration/ConfigFile.swift" Yams CYaml Networking Domain OpeningHoursLanguage \
  "${crypto[@]}"
if [ -n "$typecheck" ]; then
  echo "fuzz: every entry point type-checks"
  exit 0
fi

seed() {  # name globs...: a corpus of the fixtures that match
  local corpus="$BUILD/corpus/$1"
  shift
  mkdir -p "$corpus"
  for pattern in "$@"; do
    find Fixtures -path "$pattern" -name '*.json' ! -name '*.headers.json' -size -256k -exec cp {} "$corpus/" \;
  done
  echo "$corpus"
}
mkdir -p "$BUILD/findings"
total=0
for target in places-bodies server-answers cached-records stored-rows config-yaml; do
  case $target in
    places-bodies)
      corpus=$(seed "$target" 'Fixtures/google-places/*' 'Fixtures/foursquare/*' 'Fixtures/osm/*' 'Fixtures/hostile/*') ;;
    server-answers) corpus=$(seed "$target" 'Fixtures/sandbox/*' 'Fixtures/hostile/*') ;;
    cached-records) corpus=$(seed "$target" 'Fixtures/sandbox/*') ;;
    stored-rows)  # one row of each table, its columns typed as foodybite writes them
      corpus="$BUILD/corpus/$target"
      mkdir -p "$corpus"
      python3 scripts/fuzz-stored-rows-seeds.py "$corpus"
      ;;
    config-yaml)
      corpus="$BUILD/corpus/$target"
      mkdir -p "$corpus"
      printf 'places_api: new\nprovider: all\nlocation: 47.322,5.0415\nhttp_timeout: 15\n' >"$corpus/config.yaml"
      printf 'a: &a [x, x]\nb: &b [*a, *a]\nc: *b\n' >"$corpus/aliases.yaml"
      ;;
  esac
  # SQLite's page and statement caches keep memory from one input to the next, so LeakSanitizer would scan the whole
  # heap after every input (80% of the time): stored-rows checks leaks at exit only.
  extra=()
  [ "$target" = stored-rows ] && extra=(-detect_leaks=0)
  log="$BUILD/fuzz-$target.log"
  if ! "$BUILD/fuzz-$target" "${extra[@]}" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$BUILD/findings/$target-" "$corpus" >"$log" 2>&1; then
    echo "fuzz: $target found a failure (input in $BUILD/findings):" >&2
    tail -n 40 "$log" >&2
    exit 1
  fi
  runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' | tail -n 1)
  echo "fuzz: $target: ${runs:-0} executions in ${SECONDS_PER_TARGET} s, no failure"
  total=$((total + ${runs:-0}))
done
echo "fuzz: $total executions in all, no failure"
