import ArgumentParser
import Domain
import Presentation

/// `--offline` and `--no-cache`, their rule (not both) and the cache mode they choose: one definition for every
/// command that reads Google through the cache.
struct CacheOptions: ParsableArguments {
    @Flag(help: "Answer from the cache only; no network, no API key needed.")
    var offline = false

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache.")
    var noCache = false

    func validate() throws { try ValidationError.checking { try NearbyForm.checkCache(offline: offline, noCache: noCache) } }

    var mode: PlacesSource.CacheMode { PlacesSource.CacheMode(offline: offline, noCache: noCache) }
}
