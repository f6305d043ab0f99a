import Domain
import Foundation
import Networking

/// OpenStreetMap's services: Overpass for places near a point and one place's details, Nominatim for free text. No
/// key; every request names foodybite in its User-Agent; no photos (OpenStreetMap has none).
public struct OSMKit: PlacesProviderKit {
    /// Where each service is, and how foodybite behaves there.
    public struct Settings: Sendable {
        let overpassURL: URL
        let nominatimURL: URL
        let userAgent: String
        let timeoutSeconds: Int
        let nominatimSpacing: RequestSpacing
        let now: @Sendable () -> Date
        /// A place's zone and country where its map data names neither (`PlaceZoneLocating`).
        let zones: any PlaceZoneLocating

        public init(
            overpassURL: URL, nominatimURL: URL, userAgent: String, timeoutSeconds: Int,
            nominatimSpacing: RequestSpacing, now: @escaping @Sendable () -> Date,
            zones: any PlaceZoneLocating = NoPlaceZones()
        ) {
            self.zones = zones
            self.overpassURL = overpassURL
            self.nominatimURL = nominatimURL
            self.userAgent = userAgent
            self.timeoutSeconds = timeoutSeconds
            self.nominatimSpacing = nominatimSpacing
            self.now = now
        }
    }

    private let client: any HTTPClient
    private let settings: Settings

    public init(client: any HTTPClient, settings: Settings) {
        self.client = client
        self.settings = settings
    }

    public var provider: PlacesProvider { .osm }

    public func searchNearbyService() -> any SearchNearbyService {
        OSMSearchNearbyService(overpass: overpass, mapper: mapper)
    }

    public func detailsService() -> any GetPlaceDetailsService {
        OSMPlaceDetailsService(overpass: overpass, mapper: mapper)
    }

    public func searchSession() -> SearchSession {
        SearchSession(autocomplete: textSearchService(), details: detailsService())
    }

    public func photoService() -> any FetchPlacePhotoService {
        NoPhotos()
    }

    /// Nominatim, for `--near TEXT` without Google.
    public func textSearchService() -> NominatimSearchService {
        NominatimSearchService(
            nominatim: NominatimClient(
                client: client, baseURL: settings.nominatimURL, userAgent: settings.userAgent,
                spacing: settings.nominatimSpacing))
    }

    private var overpass: OverpassClient {
        OverpassClient(
            client: client, baseURL: settings.overpassURL, userAgent: settings.userAgent,
            timeoutSeconds: settings.timeoutSeconds)
    }

    private var mapper: OSMMapper { OSMMapper(now: settings.now, zones: settings.zones) }

    /// OpenStreetMap has no photos: a photo reference is never OpenStreetMap's.
    private struct NoPhotos: FetchPlacePhotoService {
        func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data {
            throw ServiceError(.notFound, "OpenStreetMap has no photos")
        }
    }
}
