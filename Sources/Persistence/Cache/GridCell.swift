import Foundation

/// The cell of a grid of 0.001 degrees (111 m of latitude) that a point lies in, as one integer: `place.cell`, a column
/// SQLite computes from the row's own latitude and longitude and keeps in an index with them
/// (`place_cell(cell, latitude, longitude)`). An offline search reads its bounding box from that index, one range of
/// cells for each row of the grid (`NearbyCacheQuery`).
///
/// It replaced an R*Tree (schema v9): a B-tree entry costs little to write, where the R*Tree chose a leaf for each
/// point by comparing the areas of every node's cells on its way down (about 1.5 s of a city's 300,000 places), and a
/// moved place's entry follows its row without a statement of its own.
enum GridCell {
    /// Cells in a degree, each way.
    private static let perDegree = 1_000.0
    /// Cells in a row of the grid: longitudes -180...180, both ends included.
    static let columns: Int64 = 360_001

    /// The column's definition: truncation as `CAST ... AS INTEGER` does it, of values never negative.
    static let sql = "CAST((latitude + 90) * 1000 AS INTEGER) * 360001 + CAST((longitude + 180) * 1000 AS INTEGER)"

    /// The grid's row of a latitude in -90...90 (0 for what is not a number).
    static func row(_ latitude: Double) -> Int64 {
        index((latitude + 90) * perDegree)
    }

    /// The grid's column of a longitude in -180...180 (0 for what is not a number).
    static func column(_ longitude: Double) -> Int64 {
        index((longitude + 180) * perDegree)
    }

    private static func index(_ value: Double) -> Int64 {
        Int64(exactly: value.rounded(.towardZero)) ?? 0
    }
}
