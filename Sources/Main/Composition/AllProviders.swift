import Domain
import Logging

/// `--provider all`: asks every provider at once. When some fail, the others' answers stand with a warning, unless a
/// whole answer is required (`--changes`); when all fail, the most actionable error is thrown (a refusal before a
/// passing failure; the first provider's when alike).
struct AllProviders: Sendable {
    /// One provider's part: its short name for messages ("Google"), and the question to put to it.
    struct Ask<Value: Sendable>: Sendable {
        let name: String
        let body: @Sendable () async throws -> Value
    }

    let acceptsPartialAnswer: Bool
    let logger: Logger

    /// Each provider's answer, in the order asked; nil for a provider that failed.
    func answers<Value: Sendable>(_ asks: [Ask<Value>]) async throws -> [Value?] {
        let outcomes = await withTaskGroup(of: (Int, Result<Value, any Error>).self) { group in
            for (index, ask) in asks.enumerated() {
                group.addTask { (index, await Self.outcome(ask.body)) }
            }
            var outcomes = [Result<Value, any Error>?](repeating: nil, count: asks.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes.compactMap { $0 }
        }
        let failures = outcomes.enumerated().compactMap { index, outcome -> (Int, any Error)? in
            guard case .failure(let error) = outcome else { return nil }
            return (index, error)
        }
        // A provider that cannot be asked the question (a cuisine it has no category for) is a usage error, never a
        // warning that leaves its places out.
        if let refusal = failures.first(where: { ($0.1 as? ServiceError)?.kind == .invalidInput }) { throw refusal.1 }
        guard failures.count < outcomes.count else {
            let errors = failures.map(\.1)
            throw errors.first { !FallbackPolicy.allowsFallback(after: $0) } ?? errors[0]
        }
        if let (_, error) = failures.first {
            guard acceptsPartialAnswer else { throw error }
            let failed = Set(failures.map(\.0))
            let shown = asks.indices.filter { !failed.contains($0) }.map { asks[$0].name + "'s" }
            logger.warning("\(FallbackPolicy.describe(error)); showing \(shown.joined(separator: " and ")) places only")
        }
        return outcomes.map { try? $0.get() }
    }

    private static func outcome<Value>(_ body: () async throws -> Value) async -> Result<Value, any Error> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}
