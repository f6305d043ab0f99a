/// A route to one place (`foodybite route`): its total time and length, the steps to follow, and its path (the
/// points of its line, origin first).
public struct Route: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public let instruction: String
        public let meters: Int?
        public let seconds: Int?

        public init(instruction: String, meters: Int?, seconds: Int?) {
            self.instruction = instruction
            self.meters = meters
            self.seconds = seconds
        }
    }

    public let mode: TravelMode
    public let seconds: Int
    public let meters: Int
    public let steps: [Step]
    public let path: [Location]

    public init(mode: TravelMode, seconds: Int, meters: Int, steps: [Step], path: [Location]) {
        self.mode = mode
        self.seconds = seconds
        self.meters = meters
        self.steps = steps
        self.path = path
    }
}
