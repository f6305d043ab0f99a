/// An option a message names (`"a smaller \(OptionName.radius)"`, `"\(OptionName.provider("all"))"`), in the words of the
/// reader's front end (`FrontEndWords`).
public enum OptionName: String, CaseIterable, Sendable, CustomStringConvertible {
    case location, near, along, to, radius, stars, limit, sort, provider, placesAPI, cuisine, diet, wheelchair
    case outdoorSeating, travel, maxTravel, changes, email, server, home, openNow, openAt, openOnArrival, stay, kind
    case offline, noCache

    public var description: String { FrontEndWords.inUse.option(self) }

    /// The option with a value (`--stars 4`).
    public func callAsFunction(_ value: String) -> String {
        FrontEndWords.inUse.setting(self, value)
    }
}
