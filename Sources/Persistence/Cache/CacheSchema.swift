import Domain

/// The cache's tables. Place ids are kept for good (`knownPlace`); content rows carry `fetchedAt` and are
/// purged once older than the maximum age. `place_cell` indexes place locations by the cell of a grid (`GridCell`), so
/// that an offline search reads only the places in its bounding box, whatever the size of the cache.
enum CacheSchema {
    /// `place.types` (",food,cafe,") without Google's generic tags, in SQL: its first type is the primary one.
    private static let specificTypes = PlaceKind.genericTypes.sorted().reduce("types") {
        "replace(\($0), ',\($1),', ',')"
    }

    static let migrations: [(String, String)] = [
        (
            "v1",
            """
            CREATE TABLE knownPlace (placeID TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
            CREATE TABLE place (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                placeID TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL,
                latitude DOUBLE NOT NULL,
                longitude DOUBLE NOT NULL,
                rating DOUBLE,
                userRatingsTotal INTEGER,
                isOpen BOOLEAN,
                priceLevel INTEGER,
                address TEXT,
                businessStatus TEXT NOT NULL,
                photoReference TEXT,
                photoWidth INTEGER,
                photoHeight INTEGER,
                fetchedAt DOUBLE NOT NULL
            );
            CREATE INDEX place_fetchedAt ON place(fetchedAt);
            CREATE VIRTUAL TABLE placeGeo USING rtree(id, minLatitude, maxLatitude, minLongitude, maxLongitude);
            CREATE TRIGGER place_deleted AFTER DELETE ON place BEGIN DELETE FROM placeGeo WHERE id = old.id; END;
            CREATE TABLE nearbyQuery (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                latitude DOUBLE NOT NULL, longitude DOUBLE NOT NULL, radius INTEGER NOT NULL,
                minimumRating DOUBLE NOT NULL, fetchedAt DOUBLE NOT NULL
            );
            CREATE TABLE nearbyQueryPlace (
                queryID INTEGER NOT NULL REFERENCES nearbyQuery(id) ON DELETE CASCADE,
                placeID TEXT NOT NULL,
                PRIMARY KEY (queryID, placeID)
            ) WITHOUT ROWID;
            CREATE INDEX nearbyQuery_fetchedAt ON nearbyQuery(fetchedAt);
            CREATE TABLE placeDetails (placeID TEXT PRIMARY KEY NOT NULL, payload BLOB NOT NULL, fetchedAt DOUBLE NOT NULL);
            CREATE TABLE review (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                placeID TEXT NOT NULL, authorName TEXT NOT NULL, text TEXT NOT NULL, rating INTEGER NOT NULL,
                createdAt DOUBLE, relativeTime TEXT, fetchedAt DOUBLE NOT NULL,
                UNIQUE (placeID, authorName, text, createdAt)
            );
            CREATE INDEX review_placeID ON review(placeID);
            """
        ),
        // nearbyQuery and nearbyQueryPlace were written and never read: offline search answers any centre from
        // every place seen (the R*Tree), not from remembered queries.
        ("v2", "DROP TABLE nearbyQueryPlace; DROP TABLE nearbyQuery;"),
        // Google's types, as ",pizza_restaurant,restaurant," (for --cuisine offline).
        ("v3", "ALTER TABLE place ADD COLUMN types TEXT;"),
        // The provider's own word for what the place is ("Coffee Shop", `coffee_shop`), for rows and details.
        ("v4", "ALTER TABLE place ADD COLUMN category TEXT;"),
        // Its kind (`PlaceKind`, for --kind offline), worked out once when saved: NULL when no specific type is known,
        // '' when it is of no kind. Places cached before were all restaurants or of unknown type (the mappers kept
        // nothing else): without the generic tags (each at most once), no type left is unknown, and a first type
        // `fast_food_restaurant` is fast food.
        (
            "v5",
            """
            ALTER TABLE place ADD COLUMN kind TEXT;
            UPDATE place SET kind = CASE
                WHEN types IS NULL THEN NULL
                WHEN \(specificTypes) IN (',', '') THEN NULL
                WHEN \(specificTypes) LIKE ',fast\\_food\\_restaurant,%' ESCAPE '\\' THEN 'fast-food'
                ELSE 'restaurant' END;
            """
        ),
        // What map data says (`PlaceAttributes` as JSON: diets, wheelchair, seats outside, hours as written), for
        // OpenStreetMap's rows and --diet, --wheelchair, --outdoor-seating offline; and free-text searches' answers
        // (Nominatim's, whose policy asks for caching: a repeated --near sends nothing).
        (
            "v6",
            """
            ALTER TABLE place ADD COLUMN attributes TEXT;
            CREATE TABLE textSearch (text TEXT PRIMARY KEY NOT NULL, payload BLOB NOT NULL, fetchedAt DOUBLE NOT NULL);
            """
        ),
        // Travel times (`--travel`) by origin (rounded to about 10 m), place and mode; `seconds` NULL: no route.
        (
            "v7",
            """
            CREATE TABLE travelTime (
                origin TEXT NOT NULL, placeID TEXT NOT NULL, mode TEXT NOT NULL, seconds INTEGER, meters INTEGER,
                fetchedAt DOUBLE NOT NULL, PRIMARY KEY (origin, placeID, mode)
            ) WITHOUT ROWID;
            CREATE INDEX travelTime_fetchedAt ON travelTime(fetchedAt);
            """
        ),
        // Whether the save that last wrote a place inserted it or moved it: only then was its R*Tree entry written.
        // (Written by the upsert of that time; no longer written, and since v9 there is no R*Tree.)
        ("v8", "ALTER TABLE place ADD COLUMN relocated BOOLEAN NOT NULL DEFAULT 0;"),
        // The places found by the cell of a grid they lie in (`GridCell`), computed by SQLite from the row and kept in
        // an index with the point, instead of an R*Tree that cost more to write than every other part of a save.
        (
            "v9",
            """
            ALTER TABLE place ADD COLUMN cell INTEGER GENERATED ALWAYS AS (\(GridCell.sql)) VIRTUAL;
            CREATE INDEX place_cell ON place(cell, latitude, longitude);
            DROP TRIGGER place_deleted;
            DROP TABLE placeGeo;
            """
        ),
        // Routes (`route`) by origin (about 10 m), destination (about 1 m) and mode; `payload` NULL: no route.
        (
            "v10",
            """
            CREATE TABLE route (
                origin TEXT NOT NULL, destination TEXT NOT NULL, mode TEXT NOT NULL, payload BLOB,
                fetchedAt DOUBLE NOT NULL, PRIMARY KEY (origin, destination, mode)
            ) WITHOUT ROWID;
            CREATE INDEX route_fetchedAt ON route(fetchedAt);
            """
        ),
    ]
}
