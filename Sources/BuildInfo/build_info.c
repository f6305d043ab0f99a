/* The commit foodybite was built from, for `foodybite --version`. The Makefile writes build_commit.h (not in git)
 * before every build; a build without it (plain `swift build`) says "commit unknown". */
#include "BuildInfo.h"

#if __has_include("build_commit.h")
#include "build_commit.h"
#endif
#ifndef FOODYBITE_COMMIT
#define FOODYBITE_COMMIT "commit unknown"
#endif

const char *foodybite_build_commit(void) { return FOODYBITE_COMMIT; }
