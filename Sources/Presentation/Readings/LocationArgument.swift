import Domain

/// Parses `LAT,LNG` in decimal degrees ("48.8566,2.3522", spaces allowed after the comma).
public enum LocationArgument {
    public static let example = "48.8566,2.3522"

    public static func parse(_ text: String, option: String = OptionName.location.description) throws(UsageError)
        -> Location
    {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Spaces.trimmed($0) }
        guard parts.count == 2, let latitude = DecimalNumber.parse(parts[0]), let longitude = DecimalNumber.parse(parts[1])
        else {
            throw UsageError(
                "\(option) must be LAT,LNG in decimal degrees, e.g. \(example) (got '\(TerminalSafe.line(String(text.prefix(80))))')"
            )
        }
        guard (-90.0...90.0).contains(latitude) else {
            throw UsageError("\(option): latitude must be between -90 and 90 (got \(parts[0]))")
        }
        guard let location = Location(latitude: latitude, longitude: longitude) else {
            throw UsageError("\(option): longitude must be between -180 and 180 (got \(parts[1]))")
        }
        return location
    }
}

extension LocationArgument {
    /// The point a text gives for an option, its error naming the option in the reader's words.
    public static func option(_ name: OptionName) -> @Sendable (String) throws(UsageError) -> Location {
        { text throws(UsageError) in try parse(text, option: "\(name)") }
    }
}
