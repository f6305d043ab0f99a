/// How the legacy nearby search waits for `next_page_token`s: Google makes a token valid only a short while
/// after it hands it out, and answers INVALID_REQUEST until then.
public struct LegacyPaging: Sendable {
    /// The wait before a token is first used.
    public let initialDelay: Duration
    /// The waits before each retry of a page that came back INVALID_REQUEST.
    public let retryDelays: [Duration]

    public static let google = LegacyPaging(initialDelay: .seconds(2), retryDelays: [.seconds(1), .seconds(2), .seconds(4)])

    public init(initialDelay: Duration, retryDelays: [Duration]) {
        self.initialDelay = initialDelay
        self.retryDelays = retryDelays
    }
}
