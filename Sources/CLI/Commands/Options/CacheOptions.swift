import ArgumentParser
import Domain

/// `--offline` and `--no-cache`, their rule (not both) and the cache mode they choose: one definition for every
/// command that reads Google through the cache.
struct CacheOptions: ParsableArguments {
    @Flag(help: "Answer from the cache only; no network, no API key needed.")
    var offline = false

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache.")
    var noCache = false

    func validate() throws { try Self.check(offline: offline, noCache: noCache) }

    static func check(offline: Bool, noCache: Bool) throws {
        if offline && noCache { throw ValidationError("--offline and --no-cache cannot be used together") }
    }

    var mode: PlacesSource.CacheMode { Self.mode(offline: offline, noCache: noCache) }

    static func mode(offline: Bool, noCache: Bool) -> PlacesSource.CacheMode {
        offline ? .cacheOnly : (noCache ? .networkOnly : .networkThenCache)
    }
}
