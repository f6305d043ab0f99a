import Domain
import Foundation
import Networking

/// Nominatim's free-text search (`GET search?format=jsonv2`), as its usage policy asks: the User-Agent naming
/// foodybite, at most one request a second across every foodybite process (`spacing`, waited before each request),
/// answers cached by the caller; never called as the user types.
struct NominatimClient: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let userAgent: String
    let spacing: RequestSpacing

    func search(_ text: String, near location: Location?, limit: Int) async throws -> [NominatimPlace] {
        var query = [
            URLQueryItem(name: "format", value: "jsonv2"), URLQueryItem(name: "q", value: String(text.prefix(200))),
            URLQueryItem(name: "limit", value: String(limit)),
        ]
        if let language = RequestLanguage.primary { query.append(URLQueryItem(name: "accept-language", value: language)) }
        if let location {
            // Prefer matches around the location (not bounded: a town's name still finds the town).
            // (clamped at ±180° and the poles: Nominatim reads no box across them)
            let box = [
                max(-180, location.longitude - 0.1), min(90, location.latitude + 0.1), min(180, location.longitude + 0.1),
                max(-90, location.latitude - 0.1),
            ]
            query.append(
                URLQueryItem(name: "viewbox", value: box.map { CoordinateText.decimal($0, places: 5) }.joined(separator: ",")))
        }
        let loader = ProviderLoader(
            client: client, baseURL: baseURL, credential: .none,
            headers: ["User-Agent": userAgent, "Accept": "application/json"],
            serviceError: { OSMErrors.serviceError(from: $0, service: "Nominatim") })
        let (body, _) = try await spacing.run {
            try await loader.load("/search", query: query, as: LossyArray<NominatimPlace>.self)
        }
        return Array(body.elements.prefix(limit))
    }
}

/// One Nominatim match (`jsonv2`): coordinates are strings there.
struct NominatimPlace: Decodable {
    @Lenient var osmType: String?
    @Lenient var osmID: Int64?
    @Lenient var lat: String?
    @Lenient var lon: String?
    @Lenient var name: String?
    @Lenient var displayName: String?
    @Lenient var category: String?
    @Lenient var type: String?

    private enum CodingKeys: String, CodingKey {
        case osmType = "osm_type"
        case osmID = "osm_id"
        case lat, lon, name
        case displayName = "display_name"
        case category, type
    }

    var location: Location? {
        guard let lat, let lon, let latitude = DecimalNumber.parse(lat), let longitude = DecimalNumber.parse(lon) else {
            return nil
        }
        return Location(latitude: latitude, longitude: longitude)
    }

    /// `osm:node/123` (Nominatim's `osm_type` is `node`, `way` or `relation`).
    var placeID: String? {
        guard let osmType, OSMMapper.elementTypes.contains(osmType), let osmID, osmID > 0 else { return nil }
        return "osm:\(osmType)/\(osmID)"
    }
}
