#pragma once

/* Sets SQLite up for foodybite before its first connection (sqlite_setup.c); a no-op once SQLite has started. */
void foodybite_sqlite_setup(void);
