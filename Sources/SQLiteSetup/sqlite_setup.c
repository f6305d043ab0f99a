/* SQLite's process-wide settings, which only sqlite3_config (variadic: out of Swift's reach) can change, and only
 * before SQLite starts (it returns SQLITE_MISUSE after: then nothing changes).
 *
 * Memory statistics off: with them on (SQLite's default), every allocation and free SQLite makes takes a global
 * mutex to count it, though foodybite never reads the counts (sqlite3_memory_used): a city's 300,000 places saved to
 * the cache took 19 million mutex locks. */
#include "SQLiteSetup.h"
#include <sqlite3.h>

void foodybite_sqlite_setup(void) {
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
