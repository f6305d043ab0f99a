import Domain
import Foundation

/// `POST /v1/places:searchText` of Places API (New), used as a nearby search when more than the 20 places
/// `searchNearby` can give are asked for, or a filter it lacks (`NearbySearchStrategy`): the kind's umbrella type
/// ("restaurant", "cafe", ...: one type a request, so several kinds are asked kind by kind, `KindByKind`) or the
/// cuisine's type, strictly, in the rectangle that holds the circle, nearest first, with Google's own rating, open
/// and price filters, 20 a page, up to 3 pages. The circle itself is applied afterwards, as for every answer. Near a
/// pole, where that rectangle would be wider than the 180 degrees Google allows, the circle is sent as a location
/// bias instead (nearest first all the same).
enum NewPlacesTextSearchNearbyEndpoint {
    static let path = "/v1/places:searchText"
    static let pageSize = 20
    static let maxPages = 3
    static let fieldMask = NewPlacesSearchNearbyEndpoint.fieldMask + ",nextPageToken"

    static func body(_ query: NearbySearchQuery, pageToken: String?) -> Data? {
        let rectangle = rectangle(around: query.location, radius: query.radius)
        let kind = query.kinds[0].umbrellaType
        let circle = Circle(
            center: .init(latitude: query.location.latitude, longitude: query.location.longitude), radius: Double(query.radius))
        return JSONText.data(
            .fields(
                [
                    ("textQuery", .text(String(kind.map { $0 == "_" ? " " : $0 }))),
                    ("includedType", .text(query.cuisine?.googleType ?? kind)), ("strictTypeFiltering", .flag(true)),
                    ("locationRestriction", rectangle.map { .object([("rectangle", $0.json)]) }),
                    ("locationBias", rectangle == nil ? .object([("circle", circle.json)]) : nil),
                    ("rankPreference", .text("DISTANCE")), ("pageSize", .integer(pageSize)),
                    ("pageToken", pageToken.map { .text($0) }),
                    ("minRating", NewPlacesStrategy.minimumRating(query).map { .number($0) }),
                    ("openNow", query.openNow ? .flag(true) : nil),
                    ("priceLevels", NewPlacesStrategy.priceLevels(query).map { .texts($0) }),
                    ("routingParameters", NewPlacesRouting.parameters(query)?.json),
                ] + RequestLanguage.googleFields))
    }

    /// The smallest latitude/longitude rectangle that holds the circle. Across the antimeridian, `low.longitude`
    /// is greater than `high.longitude`, as Google's viewports are written. Nil near a pole, where it would be wider
    /// than 180 degrees ("A rectangle viewport cannot be wider than 180 degrees").
    static func rectangle(around center: Location, radius: Int) -> Rectangle? {
        let deltaLatitude = Double(radius) / 110_574
        let (south, north) = (max(-90, center.latitude - deltaLatitude), min(90, center.latitude + deltaLatitude))
        let cosine = cos(max(abs(south), abs(north)) * .pi / 180)
        let deltaLongitude = cosine > 1e-6 ? Double(radius) / (111_320 * cosine) : 180
        guard deltaLongitude <= 90, north < 90, south > -90 else { return nil }
        return Rectangle(
            low: .init(latitude: south, longitude: Antimeridian.normalized(center.longitude - deltaLongitude)),
            high: .init(latitude: north, longitude: Antimeridian.normalized(center.longitude + deltaLongitude)))
    }

    struct Rectangle: Equatable {
        struct Corner: Equatable {
            let latitude: Double
            let longitude: Double

            var json: JSONValue { .latLng(latitude, longitude) }
        }

        let low: Corner
        let high: Corner

        var json: JSONValue { .object([("low", low.json), ("high", high.json)]) }
    }

    struct Circle: Equatable {
        let center: Rectangle.Corner
        let radius: Double

        var json: JSONValue { .object([("center", center.json), ("radius", .number(radius))]) }
    }
}
