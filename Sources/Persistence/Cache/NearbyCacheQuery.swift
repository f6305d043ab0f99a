import Domain
import Foundation
import GRDB

/// An offline search answered in SQL: the index of grid cells finds the places in the bounding box; SQLite keeps those not
/// expired, open for business, of the kinds, rated enough, open now, in the price range, of the cuisine, with the
/// map data asked and favourite (each when asked), computes each one's exact distance
/// with `GreatCircle` (a registered function, so SQL and the presenter agree at the edge of the radius), finds
/// the `limit`-th nearest place, and only the rows up to it (ties included) are read and decoded: the answer, for
/// any order, is the `limit` nearest places that pass, then ordered as asked (by the presenter).
///
/// The search starts in a small circle and widens it (x4) until it holds `limit` admitted places or reaches the
/// radius: the `limit` nearest places of the small circle are the `limit` nearest of the large one. So the cost
/// follows the places shown, not the places in range.
enum NearbyCacheQuery {
    /// The first circle of a nearest-first search, as a part of the radius.
    static let firstRingShare = 1.0 / 16

    static func places(_ query: NearbySearchQuery, cutoff: Double, hours: OpenNowClock, _ db: Database) throws
        -> [NearbyPlace]
    {
        registerFunctions(db, hours: hours, openAt: query.attributes.openAt)
        let radius = Double(query.radius)
        var ring = radius * firstRingShare
        while ring < radius {
            let found = try places(query, within: ring, cutoff: cutoff, hours: hours, db)
            if found.count >= query.limit { return found }
            ring *= 4
        }
        return try places(query, within: radius, cutoff: cutoff, hours: hours, db)
    }

    private static func places(
        _ query: NearbySearchQuery, within radius: Double, cutoff: Double, hours: OpenNowClock, _ db: Database
    ) throws -> [NearbyPlace] {
        let (boxes, gridRows, boxArguments) = grid(around: query.location, radius: radius)
        var arguments = boxArguments
        arguments += [query.location.latitude, query.location.longitude, cutoff]
        var filters = ""
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
            arguments += [try String(decoding: JSONEncoder().encode(only.sorted()), as: UTF8.self)]
        }
        arguments += [radius, query.limit - 1]
        let sql = """
            WITH RECURSIVE \(gridRows),
            box(id) AS (\(boxes)),
            measured AS MATERIALIZED (
                SELECT place.id AS id, foodybite_meters(?, ?, place.latitude, place.longitude) AS meters
                FROM box JOIN place ON place.id = box.id
                WHERE place.fetchedAt >= ? AND coalesce(place.businessStatus, '') NOT IN ('closedTemporarily', 'closedPermanently')
                      \(filters)
            ),
            admitted AS (SELECT * FROM measured WHERE meters <= ?),
            boundary AS (SELECT meters FROM admitted ORDER BY meters LIMIT 1 OFFSET ?)
            SELECT place.* FROM admitted JOIN place ON place.id = admitted.id
            WHERE NOT EXISTS (SELECT 1 FROM boundary) OR meters <= (SELECT meters FROM boundary)
            """
        // Cached: each wider circle asks the same statement again, compiled once (a compilation costs more than the
        // search it runs on a city's cache).
        // Read row by row from the cursor: `Row.fetchAll` builds its array through a generic initialiser whose
        // requirements cost a conformance search (0.3 M instructions) a run.
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        var places: [NearbyPlace] = []
        while let row = try rows.next() {
            if let place = SQLiteNearbyStore.place(row, hours: hours) { places.append(place) }
        }
        return places
    }

    /// The places of the bounding boxes around `centre`, from the index of their grid cells (`GridCell`): for each box,
    /// its rows of the grid (a recursive table `rowsN`), and in each row the range of cells from its west to its
    /// east edge, each place's own point checked against the box in the index too. The SQL of the `rowsN` tables and
    /// of the places' ids, and their arguments in the order of the statement.
    private static func grid(around centre: Location, radius: Double) -> (String, String, StatementArguments) {
        var rows: [String] = []
        var selects: [String] = []
        var rowArguments = StatementArguments()
        var boxArguments = StatementArguments()
        for (index, box) in BoundingBox.boxes(around: centre, radius: radius).enumerated() {
            rows.append("rows\(index)(r) AS (SELECT ? UNION ALL SELECT r + 1 FROM rows\(index) WHERE r < ?)")
            rowArguments += [GridCell.row(box.minLatitude), GridCell.row(box.maxLatitude)]
            selects.append(
                "SELECT place.id AS id FROM rows\(index) JOIN place ON place.cell BETWEEN r * \(GridCell.columns) + ? "
                    + "AND r * \(GridCell.columns) + ? AND place.latitude BETWEEN ? AND ? AND place.longitude BETWEEN ? AND ?")
            boxArguments += [GridCell.column(box.minLongitude), GridCell.column(box.maxLongitude)]
            boxArguments += [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude]
        }
        return (selects.joined(separator: " UNION ALL "), rows.joined(separator: ", "), rowArguments + boxArguments)
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
