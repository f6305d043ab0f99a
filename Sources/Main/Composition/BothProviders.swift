import Domain
import Logging

/// `--provider all`: asks Google and Foursquare at once. When one fails, the other's answer stands with a warning,
/// unless a whole answer is required (`--changes`); when both fail, the more actionable error is thrown (a
/// refusal before a passing failure; Google's when alike).
struct BothProviders: Sendable {
    let acceptsPartialAnswer: Bool
    let logger: Logger

    func answers<Value: Sendable>(
        google: @escaping @Sendable () async throws -> Value, foursquare: @escaping @Sendable () async throws -> Value
    ) async throws -> (google: Value?, foursquare: Value?) {
        async let fromGoogle = Self.outcome(google)
        async let fromFoursquare = Self.outcome(foursquare)
        switch await (fromGoogle, fromFoursquare) {
        case (.success(let google), .success(let foursquare)):
            return (google, foursquare)
        case (.failure(let googleError), .failure(let foursquareError)):
            throw FallbackPolicy.allowsFallback(after: googleError) && !FallbackPolicy.allowsFallback(after: foursquareError)
                ? foursquareError : googleError
        case (.success(let google), .failure(let error)):
            try partial(failed: error, shown: "Google's")
            return (google, nil)
        case (.failure(let error), .success(let foursquare)):
            try partial(failed: error, shown: "Foursquare's")
            return (nil, foursquare)
        }
    }

    private func partial(failed error: any Error, shown: String) throws {
        guard acceptsPartialAnswer else { throw error }
        logger.warning("\(FallbackPolicy.describe(error)); showing \(shown) places only")
    }

    private static func outcome<Value>(_ body: () async throws -> Value) async -> Result<Value, any Error> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}
