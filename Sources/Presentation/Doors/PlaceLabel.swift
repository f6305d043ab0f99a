import Domain

/// A place as a message names it: "Bouillon Notre Dame (ChIJ...)" when the cache knows its name, else its id.
public enum PlaceLabel {
    public static func of(_ placeID: String, _ services: DoorServices) -> String {
        let id = TerminalSafe.line(placeID)
        guard let name = names(of: [placeID], services)[placeID] else { return id }
        return "\(TerminalSafe.line(name)) (\(id))"
    }

    /// The names the cache knows; none when it cannot be read (a message never fails for want of a name).
    public static func names(of placeIDs: Set<String>, _ services: DoorServices) -> [String: String] {
        (try? services.makePlaceNames().names(of: placeIDs)) ?? [:]
    }
}
