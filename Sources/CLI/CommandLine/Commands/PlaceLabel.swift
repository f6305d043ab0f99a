import Domain
import Presentation

/// A place as a message names it: "Bouillon Notre Dame (ChIJ...)" when the cache knows its name, else its id.
enum PlaceLabel {
    static func of(_ placeID: String, _ dependencies: Dependencies) -> String {
        let id = TerminalSafe.line(placeID)
        guard let name = names(of: [placeID], dependencies)[placeID] else { return id }
        return "\(TerminalSafe.line(name)) (\(id))"
    }

    /// The names the cache knows; none when it cannot be read (a message never fails for want of a name).
    static func names(of placeIDs: Set<String>, _ dependencies: Dependencies) -> [String: String] {
        (try? dependencies.makePlaceNames().names(of: placeIDs)) ?? [:]
    }
}
