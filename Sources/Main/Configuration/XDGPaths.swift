import Foundation

/// Where foodybite keeps its files, per the XDG base-directory spec: `$XDG_CONFIG_HOME/foodybite/`, with the
/// usual `~/.config`, `~/.cache`, `~/.local/share` and `~/.local/state` when a variable is unset or not absolute.
struct XDGPaths: Equatable {
    let config: URL
    let cache: URL
    let data: URL
    let state: URL

    init(environment: [String: String]) {
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        config = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("foodybite")
        cache = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("foodybite")
        data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("foodybite")
        state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("foodybite")
    }

    var configFile: URL { config.appendingPathComponent("config.yaml") }
    var cacheFile: URL { cache.appendingPathComponent("cache.sqlite") }
    var userDataFile: URL { data.appendingPathComponent("foodybite.sqlite") }
}
