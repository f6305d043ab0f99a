import Foundation
import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// On Linux, `URLSessionConfiguration.ephemeral` creates `URLCache.shared`, `HTTPCookieStorage.shared` and a URL
/// cache of its own, and each creates a directory in the user's home (`$XDG_CACHE_HOME/org.swift.foundation.URLCache/…`,
/// `$XDG_DATA_HOME/<program>`), although foodybite uses none of them. `withScratchHome` runs such a call with the XDG
/// variables (and, in a process that did not redirect them, HOME) pointing into a private temporary directory, removed
/// right after.
///
/// setenv beside another thread's getenv is a data race in glibc (a variable added reallocates the environment that
/// getenv is reading), and libcurl and OpenSSL read their variables as they set up, on the thread that loads them
/// beside the command's own work. So a process that will send requests calls `redirectForThisProcess` first, before it
/// starts any thread: the two XDG variables point at a scratch folder for the rest of the process (foodybite read its
/// environment before, and never reads it from getenv again; Foundation reads them only to make these folders), and
/// `withScratchHome` then changes no variable. Public for the tests' own HTTP helper, which needs the same.
public enum FoundationDirectories {
    private static let variables = ["HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"]
    /// The scratch folder the XDG variables point at for the rest of the process, once redirected.
    private static let redirected = Locked<URL?>(nil)

    /// Points XDG_CACHE_HOME and XDG_DATA_HOME at a scratch folder (not made yet) for the rest of the process. Call it
    /// before any other thread starts.
    public static func redirectForThisProcess() {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-\(UUID().uuidString)")
        setenv("XDG_CACHE_HOME", scratch.path, 1)
        setenv("XDG_DATA_HOME", scratch.path, 1)
        redirected.withLock { $0 = scratch }
    }

    public static func withScratchHome<T>(_ body: () -> T) -> T {
        if let scratch = redirected.withLock({ $0 }) {
            defer { try? FileManager.default.removeItem(at: scratch) }
            return body()
        }
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
