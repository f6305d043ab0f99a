import Domain

/// Tells the console where a location came from when the user did not give it as coordinates.
public enum LocationReport {
    public static func write(_ resolved: ResolvedLocation, to console: any Console) {
        let coordinates = "\(resolved.location.latitude),\(resolved.location.longitude)"
        switch resolved.source {
        case .placeSearch:
            console.writeInfo("foodybite: near \(resolved.description ?? "the place found") (\(coordinates))\n")
        case .ipGeolocation:
            let city = resolved.description.map { ", \($0)" } ?? ""
            console.writeError(
                "foodybite: approximate location from IP geolocation: \(coordinates)\(city); give \(OptionName.location) for a precise one\n"
            )
        case .argument, .environment, .home:
            break
        }
    }
}
