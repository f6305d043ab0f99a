import Domain
import Logging
import PostgresNIO

/// The shared store's tables, brought up to date in one transaction under an advisory lock: instances started at
/// once take turns, the first migrates and the others find the schema current. Each step is applied once, in order
/// (`foodybite_schema` holds the version reached); a store newer than this build is refused, not altered.
enum PostgresSchema {
    /// The advisory lock's key: "foodybite" in its first eight bytes.
    static let lockKey: Int64 = 0x666F_6F64_7962_6974

    /// The steps, each one transaction's statements; version N is `steps[N - 1]`.
    static let steps: [[PostgresQuery]] = [
        [
            """
            CREATE TABLE nearby_place (
                place_id text PRIMARY KEY, latitude double precision NOT NULL, longitude double precision NOT NULL,
                fetched_at double precision NOT NULL, payload bytea NOT NULL)
            """,
            "CREATE INDEX nearby_place_position ON nearby_place (latitude, longitude)",
            "CREATE INDEX nearby_place_fetched ON nearby_place (fetched_at)",
            """
            CREATE TABLE place_details (
                place_id text PRIMARY KEY, fetched_at double precision NOT NULL, payload bytea NOT NULL)
            """,
            "CREATE INDEX place_details_fetched ON place_details (fetched_at)",
            """
            CREATE TABLE text_search (
                text_key text PRIMARY KEY, fetched_at double precision NOT NULL, payload bytea NOT NULL)
            """,
            "CREATE INDEX text_search_fetched ON text_search (fetched_at)",
            """
            CREATE TABLE route (
                origin text NOT NULL, destination text NOT NULL, mode text NOT NULL,
                fetched_at double precision NOT NULL, payload bytea, PRIMARY KEY (origin, destination, mode))
            """,
            "CREATE INDEX route_fetched ON route (fetched_at)",
            """
            CREATE TABLE travel_time (
                origin text NOT NULL, place_id text NOT NULL, mode text NOT NULL, fetched_at double precision NOT NULL,
                seconds integer, meters integer, PRIMARY KEY (origin, mode, place_id))
            """,
            "CREATE INDEX travel_time_fetched ON travel_time (fetched_at)",
            """
            CREATE TABLE request_spacing (
                service text PRIMARY KEY, sent double precision NOT NULL, ended double precision, holder uuid)
            """,
        ],
        [
            """
            CREATE TABLE review_outbox (
                id bigserial PRIMARY KEY, place_id text NOT NULL, text text NOT NULL, stars integer NOT NULL,
                created_at double precision NOT NULL, last_error text, server text, account_id text,
                claimed_until double precision, claimed_by text, send_started_at double precision,
                send_ended boolean NOT NULL DEFAULT false, attempts integer NOT NULL DEFAULT 0, refused_at double precision)
            """
        ],
    ]

    /// The version this build writes.
    static var current: Int { steps.count }

    static func migrate(_ client: PostgresClient, logger: Logger) async throws {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS foodybite_schema (version integer NOT NULL)", logger: logger)
            var version = 0
            for try await value in try await connection.query("SELECT version FROM foodybite_schema", logger: logger)
                .decode(Int.self)
            {
                version = max(version, value)
            }
            guard version <= current else {
                throw ConfigurationError(
                    "the store's schema is version \(version), newer than this foodybite's \(current): upgrade foodybite")
            }
            guard version < current else { return }
            for step in steps[version...] {
                for statement in step { try await connection.query(statement, logger: logger) }
            }
            try await connection.query("DELETE FROM foodybite_schema", logger: logger)
            try await connection.query("INSERT INTO foodybite_schema (version) VALUES (\(current))", logger: logger)
        }
    }
}
