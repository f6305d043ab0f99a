import CLI
import Domain
import Foundation
import Places

/// A provider foodybite knows: what it is (its descriptor, from its folder under `Places`), how its services are
/// made, and its photos: which references are its own, and the service that fetches them (by default the kit's; a
/// provider whose photos need no key gives one that needs no configuration). A provider with a search by free text
/// (`--near`) or an autocomplete without a session (`review add`) says so.
struct ProviderRegistration: Sendable {
    typealias Make<Service> = @Sendable (ProviderContext) throws -> Service

    let descriptor: PlacesProviderDescriptor
    let makeKit: Make<any PlacesProviderKit>
    let ownsPhoto: @Sendable (Photo) -> Bool
    let makePhotoService: Make<any FetchPlacePhotoService>
    /// Its search by free text, and whether its answers may be kept in the cache (Nominatim's policy asks for it).
    let textSearch: Make<any PlaceTextSearchService>?
    let cachesTextSearch: Bool
    let autocomplete: Make<any AutocompletePlacesService>?
    /// Whether it can be asked with this configuration (its key is set; a keyless provider always): `--provider all`
    /// asks every provider that can be.
    let isUsable: @Sendable (AppConfiguration) -> Bool

    var provider: PlacesProvider { descriptor.provider }

    init(
        _ descriptor: PlacesProviderDescriptor, makeKit: @escaping Make<any PlacesProviderKit>,
        ownsPhoto: @escaping @Sendable (Photo) -> Bool = { _ in false },
        photos: Make<any FetchPlacePhotoService>? = nil,
        textSearch: Make<any PlaceTextSearchService>? = nil, cachesTextSearch: Bool = false,
        autocomplete: Make<any AutocompletePlacesService>? = nil,
        isUsable: @escaping @Sendable (AppConfiguration) -> Bool = { _ in true }
    ) {
        self.descriptor = descriptor
        self.makeKit = makeKit
        self.ownsPhoto = ownsPhoto
        makePhotoService = photos ?? { try makeKit($0).photoService() }
        self.textSearch = textSearch
        self.cachesTextSearch = cachesTextSearch
        self.autocomplete = autocomplete
        self.isUsable = isUsable
    }
}
