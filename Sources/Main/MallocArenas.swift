#if canImport(Glibc)
    import Glibc

    /// glibc gives a thread that allocates while another holds the heap an arena of its own, and memory freed in one
    /// arena is never reused by another: a large answer's pieces, read on URLSession's thread and freed on the
    /// parsing thread, would stay resident beside the places made from them (30,000 places: 6 MB). One arena serves
    /// every thread here: foodybite's threads mostly wait, so they hardly ever contend for it.
    enum MallocArenas {
        /// `mallopt(M_ARENA_MAX, 1)`, looked up at run time: Swift's Glibc module does not declare it.
        static func limitToOne() {
            guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            let arenaMax: Int32 = -8  // M_ARENA_MAX, <malloc.h>
            _ = mallopt(arenaMax, 1)
        }
    }
#endif
