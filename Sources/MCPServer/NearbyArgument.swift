import Domain
import Presentation

/// An argument of the `nearby` tool: its name, kind, limits and meaning (the tool's input schema is made from these),
/// and the value of the search it sets (`NearbyField`). Every value of the search is asked about (`arguments(for:)`
/// switches over them all): a new one is offered to assistants, or said not to be.
public struct NearbyArgument: Sendable {
    public enum Kind: Sendable {
        case integer(ClosedRange<Int>)
        case number(ClosedRange<Double>)
        /// A number above 0, up to this (`exclusiveMinimum` 0: a radius in any unit).
        case positive(upTo: Double)
        case text(maxLength: Int, choices: [String]? = nil, pattern: String? = nil)
        case flag
        case list([String])
    }

    public let name: String
    public let kind: Kind
    public let meaning: String
    public let field: NearbyField

    /// `max_travel_minutes`: the search's limits of the travel time, in whole minutes.
    public static let maxTravelMinutes = 1...(TravelDurationArgument.range.upperBound / 60)

    /// Every argument, in the order of the search's values.
    public static let all: [NearbyArgument] = NearbyField.allCases.flatMap(arguments)
}
