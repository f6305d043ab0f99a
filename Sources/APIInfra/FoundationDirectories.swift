import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// On Linux, `URLSessionConfiguration.ephemeral` creates `URLCache.shared`, `HTTPCookieStorage.shared` and a URL
/// cache of its own, and each creates a directory in the user's home (`$XDG_CACHE_HOME/org.swift.foundation.URLCache/…`,
/// `$XDG_DATA_HOME/<program>`), although foodybite uses none of them. `withScratchHome` runs such a call with
/// HOME and the XDG variables pointing into a private temporary directory, removed right after. It runs once per
/// process, when the one HTTP client is made (on the first request, under the composition root's lazy lock,
/// before that request is sent); foodybite reads its environment at start, never from getenv later.
/// Public for the tests' own HTTP helper, which needs the same.
public enum FoundationDirectories {
    private static let variables = ["HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"]

    public static func withScratchHome<T>(_ body: () -> T) -> T {
        let saved = variables.map { ($0, getenv($0).map { String(cString: $0) }) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-\(UUID().uuidString)")
        for name in variables { setenv(name, scratch.path, 1) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            try? FileManager.default.removeItem(at: scratch)
        }
        return body()
    }
}
