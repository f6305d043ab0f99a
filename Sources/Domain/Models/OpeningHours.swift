/// Whether a place is open now and its week as Google words it ("Monday: 9:00 AM – 5:00 PM").
public struct OpeningHours: Equatable, Hashable, Sendable, Codable {
    public let openNow: Bool?
    public let weekdayText: [String]

    public init(openNow: Bool?, weekdayText: [String]) {
        self.openNow = openNow
        self.weekdayText = weekdayText
    }
}
