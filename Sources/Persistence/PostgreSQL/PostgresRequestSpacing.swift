import Domain
import Foundation
import PostgresNIO

/// One request at a time, `interval` apart, to a service whose policy asks it (OSMF's Nominatim, the OSRM demo
/// servers), kept for every process of the fleet that shares the store: `FileRequestSpacing`'s rule on a row per
/// service, on the server's clock (`clock_timestamp()`: the instances' own clocks may differ). A caller takes its turn
/// in a short transaction (`SELECT … FOR UPDATE`: one instance at a time reads and writes the row), never holding the
/// lock while it waits: while a request is in flight (up to `inFlightLimit` after it was sent: its process may have
/// died) it polls, then waits out the rest of the interval from that request's end, and marks this one sent with its
/// own holder id; `ended` marks its end, only if the row is still its own. A caller that would wait longer than
/// `maximumWait` behind this process's queued calls is told at once when to try again.
public final class PostgresRequestSpacing: Sendable {
    private let store: PostgresStore
    private let service: String
    private let interval: Double
    private let inFlightLimit: Double
    private let maximumWait: Double?
    private let patience: Duration
    /// The calls of this process waiting their turn, by service (every instance of this type shares it).
    private static let queue = Queue()

    public init(
        store: PostgresStore, service: String, interval: Double = 1, inFlightLimit: Double = 10,
        maximumWait: Duration? = nil, patience: Duration = .seconds(180)
    ) {
        self.store = store
        self.service = service
        self.interval = interval
        self.inFlightLimit = inFlightLimit
        self.maximumWait = maximumWait.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
        self.patience = patience
    }

    /// Waits for this call's turn, then records it as sent; returns its holder id, which `ended` names.
    public func wait() async throws -> UUID {
        let limit = maximumWait.map { Int($0 / max(interval, 0.001)) }
        guard await Self.queue.join(service, limit: limit) else {
            let seconds = Int((Double(await Self.queue.count(service)) * interval).rounded(.up))
            throw ServiceError(
                .temporary,
                "calls are queued for \(service), which takes one request a second: try again in about \(seconds) s")
        }
        do {
            let holder = try await waitTurn()
            await Self.queue.leave(service)
            return holder
        } catch {
            await Self.queue.leave(service)
            throw error
        }
    }

    private func waitTurn() async throws -> UUID {
        let holder = UUID()
        let deadline = ContinuousClock.now + patience
        while let pause = try await turn(holder) {
            guard ContinuousClock.now < deadline else {
                throw ServiceError(.temporary, "\(service)'s turn did not come within \(patience): try again later")
            }
            try await Task.sleep(for: .milliseconds(Int((pause * 1000).rounded(.up))))
        }
        return holder
    }

    /// Marks this call's request as ended (best effort: a store that fails leaves the in-flight limit to end it).
    public func ended(_ holder: UUID) async {
        _ = try? await store.withConnection { [service] connection, logger in
            try await connection.query(
                """
                UPDATE request_spacing SET ended = greatest(extract(epoch FROM clock_timestamp())::float8, sent)
                WHERE service = \(service) AND holder = \(holder) AND ended IS NULL
                """, logger: logger)
        }
    }

    /// This call's turn taken (nil), or the seconds to wait before asking again.
    private func turn(_ holder: UUID) async throws -> Double? {
        try await store.withTransaction { [service, interval, inFlightLimit] connection, logger in
            try await connection.query(
                """
                INSERT INTO request_spacing (service, sent, ended) VALUES (\(service), 0, 0) ON CONFLICT (service) DO NOTHING
                """, logger: logger)
            let row = try await connection.query(
                """
                SELECT sent, ended, extract(epoch FROM clock_timestamp())::float8 FROM request_spacing
                WHERE service = \(service) FOR UPDATE
                """, logger: logger
            ).decode((Double, Double?, Double).self).first { _ in true }
            guard let (sent, ended, now) = row else { throw ServiceError(.temporary, "\(service)'s spacing row is missing") }
            if ended == nil, now >= sent, now - sent < inFlightLimit { return 0.05 }
            let last = max(sent, ended ?? sent)
            if now >= last, now - last < interval { return interval - (now - last) }
            try await connection.query(
                """
                UPDATE request_spacing SET sent = extract(epoch FROM clock_timestamp())::float8, ended = NULL,
                    holder = \(holder) WHERE service = \(service)
                """, logger: logger)
            return nil
        }
    }

    /// This process's calls waiting their turn, by service.
    private actor Queue {
        private var counts: [String: Int] = [:]

        func count(_ service: String) -> Int { counts[service, default: 0] }

        /// Joins the service's queue unless more than `limit` calls are already in it.
        func join(_ service: String, limit: Int?) -> Bool {
            let count = counts[service, default: 0]
            if let limit, count > limit { return false }
            counts[service] = count + 1
            return true
        }

        func leave(_ service: String) {
            let left = counts[service, default: 1] - 1
            counts[service] = left > 0 ? left : nil
        }
    }
}
