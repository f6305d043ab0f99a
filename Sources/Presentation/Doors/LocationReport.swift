import Domain

/// Where a location came from when the user did not give it as coordinates, in one sentence for every front end.
public enum LocationReport {
    public static func write(_ resolved: ResolvedLocation, to console: any Console) {
        if let note = note(resolved) { console.tell(note) }
    }

    /// The sentence, typed: information for a place found by name, a notice (always shown) for a guess from the IP
    /// address; nil for a location the user gave.
    public static func note(_ resolved: ResolvedLocation) -> Note? {
        let coordinates = "\(resolved.location.latitude),\(resolved.location.longitude)"
        switch resolved.source {
        case .placeSearch:
            return .information("near \(resolved.description ?? "the place found") (\(coordinates))")
        case .ipGeolocation:
            let city = resolved.description.map { ", \($0)" } ?? ""
            return .notice(
                "approximate location from IP geolocation: \(coordinates)\(city); give \(OptionName.location) for a precise one"
            )
        case .argument, .environment, .home:
            return nil
        }
    }
}
