import Domain
import Foundation
import GRDB

/// An offline search answered from SQLite: the index of grid cells finds the places in the bounding box; SQLite keeps
/// those not expired, open for business, of the kinds, rated enough, open now, in the price range, of the cuisine, with
/// the map data asked and favourite (each when asked), and computes each one's exact distance with `GreatCircle` (a
/// registered function, so SQL and the presenter agree at the edge of the radius). Only their ids and distances are
/// read: the `limit` nearest within the radius (ties at the last one's distance included) are chosen here, and only
/// their rows are read and decoded: the answer, for any order, is the `limit` nearest places that pass, then ordered
/// as asked (by the presenter).
///
/// The search starts in a small circle and widens it (x4) until it holds `limit` admitted places or reaches the
/// radius: the `limit` nearest places of the small circle are the `limit` nearest of the large one. So the cost
/// follows the places shown, not the places in range. Two flat statements rather than one with common table
/// expressions: SQLite compiled that one for 2 M instructions, and GRDB's authorizer saw each of its 75 column reads
/// (1.3 M more), at every offline search.
enum NearbyCacheQuery {
    /// The first circle of a nearest-first search, as a part of the radius.
    static let firstRingShare = 1.0 / 16

    static func places(_ query: NearbySearchQuery, cutoff: Double, hours: OpenNowClock, _ db: Database) throws
        -> [NearbyPlace]
    {
        registerFunctions(db, hours: hours, openAt: query.attributes.openAt)
        let radius = Double(query.radius)
        var ring = radius * firstRingShare
        var chosen: [Int64] = []
        let filters = filters(query)
        while true {
            let within = min(ring, radius)
            chosen = nearest(try candidates(query, filters, within: within, cutoff: cutoff, db), limit: query.limit)
            if chosen.count >= query.limit || within >= radius { break }
            ring *= 4
        }
        return try rows(chosen, hours: hours, db)
    }

    /// The ids of the `limit` nearest of `candidates`, and of every other as near as the last of them.
    static func nearest(_ candidates: [(id: Int64, meters: Double)], limit: Int) -> [Int64] {
        guard limit > 0, candidates.count > limit else { return candidates.map(\.id) }
        let sorted = candidates.sorted { ($0.meters, $0.id) < ($1.meters, $1.id) }
        let boundary = sorted[limit - 1].meters
        return sorted.prefix { $0.meters <= boundary }.map(\.id)
    }

    /// The places that pass within `radius`, as ids and distances.
    private static func candidates(
        _ query: NearbySearchQuery, _ conditions: (String, StatementArguments), within radius: Double, cutoff: Double,
        _ db: Database
    ) throws -> [(id: Int64, meters: Double)] {
        let (filters, filterArguments) = conditions
        let boxes = BoundingBox.boxes(around: query.location, radius: radius)
        var tables: [String] = []
        var selects: [String] = []
        var arguments = StatementArguments()
        for index in boxes.indices {
            let box = boxes[index]
            // The box's rows of the grid (a recursive table), and in each row the range of cells from its west to its
            // east edge, each place's own point checked against the box in the index too.
            tables.append("rows\(index)(r) AS (SELECT ? UNION ALL SELECT r + 1 FROM rows\(index) WHERE r < ?)")
            arguments += [GridCell.row(box.minLatitude), GridCell.row(box.maxLatitude)]
            selects.append(
                """
                SELECT place.id, foodybite_meters(?, ?, place.latitude, place.longitude) FROM rows\(index)
                JOIN place ON place.cell BETWEEN r * \(GridCell.columns) + ? AND r * \(GridCell.columns) + ?
                    AND place.latitude BETWEEN ? AND ? AND place.longitude BETWEEN ? AND ?
                WHERE place.fetchedAt >= ? AND coalesce(place.businessStatus, '') NOT IN ('closedTemporarily', 'closedPermanently')
                    \(filters)
                """)
        }
        for box in boxes {
            arguments += [query.location.latitude, query.location.longitude]
            arguments += [GridCell.column(box.minLongitude), GridCell.column(box.maxLongitude)]
            arguments += [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude, cutoff]
            arguments += filterArguments
        }
        let sql = "WITH RECURSIVE " + tables.joined(separator: ", ") + " " + selects.joined(separator: " UNION ALL ")
        // Cached: each wider circle asks the same statement again, compiled once.
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        var found: [(id: Int64, meters: Double)] = []
        while let row = try rows.next() {
            guard case .int64(let id) = (row[0] as DatabaseValue).storage,
                case .double(let meters) = (row[1] as DatabaseValue).storage, meters <= radius
            else { continue }
            found.append((id, meters))
        }
        return found
    }

    /// The rows of the places chosen, decoded (one that does not decode is left out), read one by one by id.
    private static func rows(_ ids: [Int64], hours: OpenNowClock, _ db: Database) throws -> [NearbyPlace] {
        let statement = try db.cachedStatement(sql: "SELECT \(SQLiteNearbyStore.columns) FROM place WHERE id = ?")
        let row = CurrentRow(statement)
        var places: [NearbyPlace] = []
        for id in ids {
            let rows = try Row.fetchCursor(statement, arguments: [id])
            while try rows.next() != nil {
                if let place = SQLiteNearbyStore.place(row, hours: hours) { places.append(place) }
            }
        }
        return places
    }

    /// The conditions a place must meet besides its box, expiry and business status, and their arguments.
    private static func filters(_ query: NearbySearchQuery) -> (String, StatementArguments) {
        var filters = ""
        var arguments = StatementArguments()
        if query.minimumRating > 0 {
            filters += " AND \(ratingKey) >= ?"
            arguments += [query.minimumRating]
        }
        if query.openNow {
            // Hours (OpenStreetMap's as written, Google's periods) are judged now (`foodybite_open_now`: NULL when not understood, and
            // left out); any other place by what its provider said when it was fetched.
            filters += """
                 AND CASE WHEN json_valid(place.attributes) AND \(hasHours)
                     THEN foodybite_open_now(place.attributes, place.latitude, place.longitude) = 1
                     ELSE typeof(place.isOpen) = 'integer' AND place.isOpen != 0 END
                """
        }
        if let prices = query.priceLevels {
            filters += " AND typeof(place.priceLevel) IN ('integer', 'real') AND place.priceLevel BETWEEN ? AND ?"
            arguments += [prices.lowerBound, prices.upperBound]
        }
        if let cuisine = query.cuisine {
            filters += " AND instr(place.types, ?) > 0"
            arguments += ["," + cuisine.googleType + ","]
        }
        if query.cuisine == nil {
            // The kind saved with the place (`kind`, worked out once from its types); unknown types are kept.
            let stored = Set(query.kinds.flatMap { $0 == .restaurant ? [.restaurant, .fastFood] : [$0] }).map(\.rawValue)
            filters += " AND (place.kind IS NULL OR place.kind IN (\(stored.map { _ in "?" }.joined(separator: ", "))))"
            arguments += StatementArguments(stored.sorted())
        }
        if let provider = query.provider {
            // Whose id it is, by `PlacesProvider.of(placeID:)` itself: one rule, no twin to keep in step.
            filters += " AND foodybite_provider(place.placeID) = ?"
            arguments += [provider.rawValue]
        }
        if !query.attributes.isEmpty {
            // Only rows whose map data says so (`PlaceAttributes` as JSON; a malformed value says nothing).
            let valid = "json_valid(place.attributes)"
            for diet in query.attributes.diets {
                filters +=
                    " AND CASE WHEN \(valid) THEN EXISTS (SELECT 1 FROM json_each(place.attributes, '$.diets') WHERE value = ?) END"
                arguments += [diet.rawValue]
            }
            if query.attributes.wheelchair {
                filters += " AND CASE WHEN \(valid) THEN json_extract(place.attributes, '$.wheelchair') = 1 END"
            }
            if query.attributes.outdoorSeating {
                filters += " AND CASE WHEN \(valid) THEN json_extract(place.attributes, '$.outdoorSeating') = 1 END"
            }
            if query.attributes.openAt != nil, query.attributes.onArrival == nil {
                filters +=
                    " AND CASE WHEN \(valid) THEN foodybite_open_at(place.attributes, place.latitude, place.longitude) = 1 END"
            }
            if query.attributes.onArrival != nil {
                // Judged on arrival once travel times are known: here, hours as written are needed.
                filters += " AND CASE WHEN \(valid) THEN \(hasHours) END"
            }
        }
        if let only = query.onlyPlaceIDs {
            filters += " AND place.placeID IN (SELECT value FROM json_each(?))"
            arguments += [(try? String(decoding: JSONEncoder().encode(only.sorted()), as: UTF8.self)) ?? "[]"]
        }
        return (filters, arguments)
    }

    /// Whether the place's map data has hours: OpenStreetMap's as written, or Google's periods.
    private static let hasHours = """
        (json_type(place.attributes, '$.openingHours') = 'text' OR json_type(place.attributes, '$.periods') = 'object')
        """

    /// The rating as the presenter reads it back (`Plausible.rating`): a number in 1...5, or unrated.
    private static let ratingKey = """
        (CASE WHEN typeof(place.rating) IN ('integer', 'real') AND place.rating BETWEEN 1 AND 5 THEN place.rating END)
        """

    private static func registerFunctions(_ db: Database, hours: OpenNowClock, openAt: OpenAtFilter?) {
        db.add(function: meters)
        db.add(function: provider)
        db.add(
            function: DatabaseFunction("foodybite_open_now", argumentCount: 3, pure: false) { values in
                openNow(values, hours: hours)
            })
        if let openAt {
            db.add(
                function: DatabaseFunction("foodybite_open_at", argumentCount: 3, pure: false) { values in
                    isOpenAt(values, openAt)
                })
        }
    }

    /// `foodybite_open_now(attributes, latitude, longitude)`: 1 open, 0 closed, NULL unknown. (A plain function rather
    /// than nested closures over the values: Swift 6.3's optimiser crashes on the latter in release builds.)
    private static func openNow(_ values: [DatabaseValue], hours: OpenNowClock) -> Int? {
        guard let (attributes, location) = place(values) else { return nil }
        guard let open = hours.isOpen(attributes, at: location) else { return nil }
        return open ? 1 : 0
    }

    /// `foodybite_open_at(attributes, latitude, longitude)`: 1 when the hours as written say open at `--open-at`'s
    /// moment in the place's zone, else 0.
    private static func isOpenAt(_ values: [DatabaseValue], _ openAt: OpenAtFilter) -> Int? {
        guard let (attributes, location) = place(values) else { return 0 }
        return openAt.admits(attributes, location: location) ? 1 : 0
    }

    /// The map data and point of a place, from `(attributes, latitude, longitude)`.
    private static func place(_ values: [DatabaseValue]) -> (PlaceAttributes, Location?)? {
        guard values.count == 3, case .string(let text) = values[0].storage,
            let attributes = SQLiteNearbyStore.attributes(text)
        else { return nil }
        var location: Location?
        if let latitude = number(values[1]), let longitude = number(values[2]) {
            location = Location(latitude: latitude, longitude: longitude)
        }
        return (attributes, location)
    }

    private static func number(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case .double(let number) where number.isFinite: number
        case .int64(let number): Double(number)
        default: nil
        }
    }

    /// `foodybite_provider(placeID)`: the provider whose id it is (`PlacesProvider.of(placeID:)`).
    private static let provider = DatabaseFunction("foodybite_provider", argumentCount: 1, pure: true) { values in
        guard case .string(let placeID) = values.first?.storage else { return nil }
        return PlacesProvider.of(placeID: placeID).rawValue
    }

    private static let meters = DatabaseFunction("foodybite_meters", argumentCount: 4, pure: true) { values in
        let numbers = values.compactMap(number)
        guard numbers.count == 4, Location(latitude: numbers[2], longitude: numbers[3]) != nil else { return nil }
        return GreatCircle.meters(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
