#!/usr/bin/env bash
# Sourced by the Makefile and the scripts that build or find the release binary: how it is built, in one place (a
# build with other flags in .build-release would rebuild every module, and the next one back again).
# - Swift's runtime linked statically (--static-swift-stdlib), in .build-release;
# - every module, the dependencies' too, reaching a generic type's metadata through its accessor function rather than
#   by its mangled name (-disable-concrete-type-metadata-mangled-name-accessors): by name, the runtime demangles it and
#   checks its generic requirements by searching every conformance record of the binary (8,000: 0.3 M instructions
#   each new type); GRDB's set-up alone did four such searches at every open of the cache. `nearby --offline`
#   11.7 -> 8.6 M instructions, `nearby` 41.4 -> 37.9 M.
RELEASE_FLAGS=(
  -c release --static-swift-stdlib --scratch-path .build-release
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
)
