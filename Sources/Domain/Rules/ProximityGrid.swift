import Foundation

/// Locations bucketed in cells at least `meters` wide, so that the ones within `meters` of a point are found among
/// the cells around it instead of among all: matching two providers' answers costs what their sizes do, not their
/// product (a hostile server's thousands of places included). Rows are `meters` of latitude; each row's columns
/// are wide enough for `meters` of longitude at the poleward edge of the next row, so a neighbour within `meters`
/// is always in the 3 x 3 cells around the point (across the antimeridian too).
struct ProximityGrid {
    private struct Cell: Hashable {
        let row: Int
        let column: Int
    }

    private let rowDegrees: Double
    private var cells: [Cell: [Int]] = [:]

    /// Indexes `locations` by position: `candidates(near:)` answers indices into it.
    init(_ locations: [Location], meters: Double) {
        rowDegrees = max(meters, 1) / Self.metersPerDegree
        for (index, location) in locations.enumerated() {
            let row = row(of: location.latitude)
            cells[Cell(row: row, column: column(of: location.longitude, row: row)), default: []].append(index)
        }
    }

    /// The indices of every location that may lie within `meters` of `location` (a superset: the caller measures).
    func candidates(near location: Location) -> [Int] {
        let centre = row(of: location.latitude)
        var found: [Int] = []
        for row in (centre - 1)...(centre + 1) {
            let width = columnDegrees(row: row)
            var longitudes = [location.longitude]
            if location.longitude + 2 * width > 180 { longitudes.append(location.longitude - 360) }
            if location.longitude - 2 * width < -180 { longitudes.append(location.longitude + 360) }
            for longitude in longitudes {
                let column = Int((longitude / width).rounded(.down))
                for column in (column - 1)...(column + 1) { found += cells[Cell(row: row, column: column)] ?? [] }
            }
        }
        return found
    }

    /// Metres per degree of latitude on `GreatCircle`'s sphere (a little less, so that cells are never too small).
    private static let metersPerDegree = GreatCircle.earthRadiusMeters * .pi / 180 * 0.999

    private func row(of latitude: Double) -> Int {
        Int((latitude / rowDegrees).rounded(.down))
    }

    private func column(of longitude: Double, row: Int) -> Int {
        Int((longitude / columnDegrees(row: row)).rounded(.down))
    }

    /// Wide enough for `meters` of longitude anywhere in this row and the next one poleward.
    private func columnDegrees(row: Int) -> Double {
        let poleward = min(89.9, Double(abs(row) + 2) * rowDegrees)
        return min(360, rowDegrees / cos(poleward * .pi / 180))
    }
}
