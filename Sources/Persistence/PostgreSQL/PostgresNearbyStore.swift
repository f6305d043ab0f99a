import Domain
import Foundation
import NIOCore
import PostgresNIO

/// Nearby places in the shared store: saved as searches return them (a row per place: its position, when it was
/// fetched, the place as JSON), and a whole query answered from those not expired. PostgreSQL finds the places in the
/// circle's bounding boxes (an index on the position) and sends their ids and positions; their places are read
/// nearest first, a batch at a time, until `limit` of them pass and the next lies farther: the cost follows the
/// places shown, not the places in range. The query's own rules (`nearestPassing`: filters, the exact distance, the
/// `limit` nearest) choose among them, as for every provider's answer, so both engines answer alike.
public final class PostgresNearbyStore: NearbyPlacesStore {
    /// The rows one circle may read: more is refused (a narrower search is asked for) rather than held.
    static let rowLimit = 100_000
    /// The places written by one statement.
    static let batch = 500

    private let store: PostgresStore
    private let policy: CachePolicy

    public init(store: PostgresStore, policy: CachePolicy = CachePolicy()) {
        self.store = store
        self.policy = policy
    }

    public func save(_ places: [NearbyPlace], at date: Date) async throws {
        guard !places.isEmpty else { return }
        let encoder = JSONEncoder()
        var made: [(id: String, latitude: Double, longitude: Double, payload: String)] = []
        for place in places {
            let saved = place.served(cachedAt: date, isOpen: place.isOpen)
            let payload = String(decoding: try encoder.encode(saved), as: UTF8.self)
            made.append((place.placeID, place.location.latitude, place.location.longitude, payload))
        }
        let rows = made
        let (fetched, cutoff) = (date.timeIntervalSince1970, policy.cutoff.timeIntervalSince1970)
        try await store.withTransaction { connection, logger in
            try await connection.query("DELETE FROM nearby_place WHERE fetched_at < \(cutoff)", logger: logger)
            for start in stride(from: 0, to: rows.count, by: Self.batch) {
                let part = rows[start..<min(rows.count, start + Self.batch)]
                try await connection.query(
                    """
                    INSERT INTO nearby_place (place_id, latitude, longitude, fetched_at, payload)
                    SELECT id, lat, lon, \(fetched), convert_to(body, 'UTF8')
                    FROM unnest(\(part.map(\.id))::text[], \(part.map(\.latitude))::float8[],
                        \(part.map(\.longitude))::float8[], \(part.map(\.payload))::text[]) AS row(id, lat, lon, body)
                    ON CONFLICT (place_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
                        fetched_at = excluded.fetched_at, payload = excluded.payload
                    """, logger: logger)
            }
        }
    }

    /// The places seen: no cap applies (what was never seen cannot be told apart from what does not exist).
    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let now = policy.now()
        let positions = try await positions(query)
        var decoded: [NearbyPlace] = []
        var (passing, farthest, index) = (0, -1.0, 0)
        let batch = max(2 * query.limit, 50)
        // Nearest first, until `limit` places pass and the next one lies farther than the last of them.
        while index < positions.count, passing < query.limit || positions[index].meters <= farthest {
            let part = positions[index..<min(positions.count, index + batch)]
            let places = try await payloads(part.map(\.id), now: now)
            for (id, meters) in part {
                guard let place = places[id] else { continue }
                decoded.append(place)
                if query.admitsAttributes(of: place), query.metresInside(place) != nil {
                    passing += 1
                    farthest = meters
                }
            }
            index += part.count
        }
        return NearbySearchResult(places: query.nearestPassing(decoded, measure: query.metresInside).map(\.place))
    }

    /// The ids of the unexpired places in the boxes around the search's circle, nearest first (ties by id), with
    /// their distances: only ids and positions cross the wire here.
    private func positions(_ query: NearbySearchQuery) async throws -> [(id: String, meters: Double)] {
        let boxes = BoundingBox.boxes(around: query.location, radius: Double(query.radius))
        let (cutoff, rowLimit) = (policy.cutoff.timeIntervalSince1970, Self.rowLimit)
        let rows = try await store.withConnection { connection, logger in
            var rows: [(String, Double, Double)] = []
            for box in boxes {
                for try await row in try await connection.query(
                    """
                    SELECT place_id, latitude, longitude FROM nearby_place
                    WHERE latitude BETWEEN \(box.minLatitude) AND \(box.maxLatitude)
                        AND longitude BETWEEN \(box.minLongitude) AND \(box.maxLongitude) AND fetched_at >= \(cutoff)
                    LIMIT \(rowLimit + 1)
                    """, logger: logger
                ).decode((String, Double, Double).self) {
                    rows.append(row)
                }
            }
            return rows
        }
        guard rows.count <= rowLimit else {
            throw ServiceError(
                .invalidInput, "more than \(rowLimit) cached places lie within \(query.radius) m: ask a smaller radius")
        }
        return rows.compactMap { id, latitude, longitude in
            Location(latitude: latitude, longitude: longitude).map {
                (id, GreatCircle.meters(from: query.location, to: $0))
            }
        }.sorted { ($0.meters, $0.id) < ($1.meters, $1.id) }
    }

    /// These places as the cache serves them (their hours judged at `now`), by id; one that does not read back is
    /// left out.
    private func payloads(_ ids: [String], now: Date) async throws -> [String: NearbyPlace] {
        let limit = PostgresPayload.limit
        let rows = try await store.withConnection { connection, logger in
            var rows: [(ByteBuffer?, Double)] = []
            for try await row in try await connection.query(
                """
                SELECT CASE WHEN length(payload) <= \(limit) THEN payload END, fetched_at FROM nearby_place
                WHERE place_id = ANY(\(ids))
                """, logger: logger
            ).decode((ByteBuffer?, Double).self) {
                rows.append(row)
            }
            return rows
        }
        var places: [String: NearbyPlace] = [:]
        for (payload, fetchedAt) in rows {
            guard fetchedAt.isFinite, let place = PostgresPayload.decode(NearbyPlace.self, payload) else { continue }
            let hours = place.attributes.flatMap { $0.hasHours ? $0 : nil }
            places[place.placeID] = place.served(
                cachedAt: Date(timeIntervalSince1970: fetchedAt),
                isOpen: hours.map { $0.isOpen(at: now, location: place.location) } ?? place.isOpen)
        }
        return places
    }
}
