import SQLiteSetup

#if canImport(Glibc)
    import Glibc
#endif

/// What a foodybite process sets for itself before it does anything else (the command line's and the MCP server's).
public enum ProcessSettings {
    public static func apply() {
        #if canImport(Glibc)
            limitMallocArenasToOne()
        #endif
        foodybite_sqlite_setup()  // SQLite's memory statistics off (Sources/SQLiteSetup)
        LocaleVariables.dropMalformed()
    }

    #if canImport(Glibc)
        /// glibc gives a thread that allocates while another holds the heap an arena of its own, and memory freed in
        /// one arena is never reused by another: a large answer's pieces, read on URLSession's thread and freed on the
        /// parsing thread, would stay resident beside the places made from them (30,000 places: 6 MB). One arena serves
        /// every thread here: foodybite's threads mostly wait, so they hardly ever contend for it.
        /// `mallopt(M_ARENA_MAX, 1)`, looked up at run time: Swift's Glibc module does not declare it.
        private static func limitMallocArenasToOne() {
            guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            let arenaMax: Int32 = -8  // M_ARENA_MAX, <malloc.h>
            _ = mallopt(arenaMax, 1)
        }
    #endif
}
