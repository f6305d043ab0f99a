import Domain
import Foundation
import NIOCore
import PostgresNIO

/// Nearby places in the shared store: saved as searches return them (a row per place: its position, when it was
/// fetched, the place as JSON), and a whole query answered from those not expired. PostgreSQL finds the rows in the
/// circle's bounding boxes (an index on the position); the query's own rules (`nearestPassing`: filters, the exact
/// distance, the `limit` nearest) choose among them here, as for every provider's answer, so both engines answer
/// alike. The search starts in a small circle and widens it (x4) until it holds `limit` places that pass or reaches
/// the radius, as `NearbyCacheQuery` does: the cost follows the places shown, not the places in range.
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
        let radius = Double(query.radius)
        var ring = radius * 1.0 / 16
        while true {
            let within = min(ring, radius)
            let places = try await candidates(query, within: within, now: now)
            let passing = query.nearestPassing(places) { place in
                query.metresInside(place).flatMap { $0 <= within || query.corridor != nil ? $0 : nil }
            }
            if passing.count >= query.limit || within >= radius {
                return NearbySearchResult(places: passing.map(\.place))
            }
            ring *= 4
        }
    }

    /// The unexpired places in the boxes around the circle of `radius` metres (along a route: the search's radius,
    /// the corridor's whole), as the cache serves them.
    private func candidates(_ query: NearbySearchQuery, within radius: Double, now: Date) async throws -> [NearbyPlace] {
        let boxes = BoundingBox.boxes(around: query.location, radius: query.corridor == nil ? radius : Double(query.radius))
        let (cutoff, limit, rowLimit) = (policy.cutoff.timeIntervalSince1970, PostgresPayload.limit, Self.rowLimit)
        let rows = try await store.withConnection { connection, logger in
            var rows: [(ByteBuffer?, Double)] = []
            for box in boxes {
                for try await row in try await connection.query(
                    """
                    SELECT CASE WHEN length(payload) <= \(limit) THEN payload END, fetched_at FROM nearby_place
                    WHERE latitude BETWEEN \(box.minLatitude) AND \(box.maxLatitude)
                        AND longitude BETWEEN \(box.minLongitude) AND \(box.maxLongitude) AND fetched_at >= \(cutoff)
                    LIMIT \(rowLimit + 1)
                    """, logger: logger
                ).decode((ByteBuffer?, Double).self) {
                    rows.append(row)
                }
            }
            return rows
        }
        guard rows.count <= rowLimit else {
            throw ServiceError(
                .invalidInput, "more than \(rowLimit) cached places lie within \(query.radius) m: ask a smaller radius")
        }
        return rows.compactMap { payload, fetchedAt in
            guard fetchedAt.isFinite, let place = PostgresPayload.decode(NearbyPlace.self, payload) else { return nil }
            let isOpen = place.attributes.flatMap { $0.hasHours ? $0.isOpen(at: now, location: place.location) : nil }
            return place.served(
                cachedAt: Date(timeIntervalSince1970: fetchedAt),
                isOpen: place.attributes?.hasHours == true ? isOpen : place.isOpen)
        }
    }
}
