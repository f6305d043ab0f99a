import Domain
import Foundation

/// Where foodybite keeps its files, per the XDG base-directory spec: `$XDG_CONFIG_HOME/foodybite/`, with the
/// usual `~/.config`, `~/.cache`, `~/.local/share` and `~/.local/state` when a variable is unset or not absolute.
struct XDGPaths: Equatable {
    let config: URL
    let cache: URL
    let data: URL
    let state: URL

    /// Pure string work: every URL says whether it is a directory, so that none is looked up on disk (each lookup
    /// was a stat(2) at every start, before any command ran).
    init(environment: [String: String]) {
        let homePath = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let home = URL(filePath: homePath, directoryHint: .isDirectory)
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(filePath: value, directoryHint: .isDirectory)
            }
            return home.appending(path: fallback, directoryHint: .isDirectory)
        }
        config = base("XDG_CONFIG_HOME", ".config").appending(path: "foodybite", directoryHint: .isDirectory)
        cache = base("XDG_CACHE_HOME", ".cache").appending(path: "foodybite", directoryHint: .isDirectory)
        data = base("XDG_DATA_HOME", ".local/share").appending(path: "foodybite", directoryHint: .isDirectory)
        state = base("XDG_STATE_HOME", ".local/state").appending(path: "foodybite", directoryHint: .isDirectory)
    }

    var configFile: URL { config.appending(path: "config.yaml", directoryHint: .notDirectory) }
    /// The cache of the reader's language (`Conventions`): `cache.sqlite` without one (a C locale), `cache-fr.sqlite`
    /// in French, so that names and addresses fetched in one language are never served in another.
    var cacheFile: URL {
        let language = Conventions.inUse.language.map { "-" + $0 } ?? ""
        return cache.appending(path: "cache\(language).sqlite", directoryHint: .notDirectory)
    }
    var userDataFile: URL { data.appending(path: "foodybite.sqlite", directoryHint: .notDirectory) }
}
