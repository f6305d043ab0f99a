import Domain

extension NearbyDoor {
    /// An argument the door reads, declared with the option it sets (`NearbyOptions`): its name, kind, limits and
    /// meaning (the MCP server's schema for `nearby` is made from these, and the door refuses any other name).
    public struct Declared: Sendable {
        public enum Kind: Sendable {
            case integer(ClosedRange<Int>)
            case number(ClosedRange<Double>)
            case text(maxLength: Int, choices: [String]? = nil, pattern: String? = nil)
            case flag
            case list([String])
        }

        public let name: String
        public let kind: Kind
        public let meaning: String
    }

    /// Every argument, in the order a front end lists them: `NearbyOptions`' (the options they set are declared with
    /// them).
    public static var declared: [Declared] { NearbyOptions.all.flatMap(\.assistant) }
}
