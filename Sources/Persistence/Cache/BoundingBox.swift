import Domain
import Foundation

/// The latitude/longitude boxes that contain a circle, split in two where it crosses the antimeridian.
struct BoundingBox: Equatable {
    let minLatitude: Double
    let maxLatitude: Double
    let minLongitude: Double
    let maxLongitude: Double

    static func boxes(around centre: Location, radius: Double) -> [BoundingBox] {
        // A degree of latitude is at least 110,574 m; a little margin (11 m) besides: the exact distance decides.
        let deltaLatitude = radius / 110_574 + 1e-4
        let minLatitude = max(-90, centre.latitude - deltaLatitude)
        let maxLatitude = min(90, centre.latitude + deltaLatitude)
        let widestLatitude = max(abs(minLatitude), abs(maxLatitude))
        let cosine = cos(widestLatitude * .pi / 180)
        guard cosine > 1e-6, maxLatitude < 90, minLatitude > -90 else {
            return [BoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: -180, maxLongitude: 180)]
        }
        let deltaLongitude = min(180, radius / (111_320 * cosine) + 1e-4)
        let west = centre.longitude - deltaLongitude
        let east = centre.longitude + deltaLongitude
        func box(_ minLongitude: Double, _ maxLongitude: Double) -> BoundingBox {
            BoundingBox(
                minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: minLongitude, maxLongitude: maxLongitude)
        }
        if deltaLongitude >= 180 { return [box(-180, 180)] }
        if west < -180 { return [box(west + 360, 180), box(-180, east)] }
        if east > 180 { return [box(west, 180), box(-180, east - 360)] }
        return [box(west, east)]
    }
}
