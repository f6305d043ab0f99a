#pragma once

/* The commit this binary was built from ("1a2b3c4", "1a2b3c4-dirty"), or "commit unknown". */
const char *foodybite_build_commit(void);
