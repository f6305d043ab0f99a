import Domain
import Foundation
import Networking
import Places
import Presentation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A provider foodybite knows: what it is (its descriptor, from its folder under `Places`), how its services are
/// made, and its photos: which references are its own, and the service that fetches them (by default the kit's; a
/// provider whose photos need no key gives one that needs no configuration). A provider with a search by free text
/// (`--near`) or an autocomplete without a session (`review add`) says so, as does one whose servers report a
/// transient failure in a successful answer (`isTransientBody`: retried like a 503), and one whose servers take the
/// same request only so often (`repeatLimit`: retries wait it out). Its settings (its key, its
/// URLs) are declared with it: help, `config` and docs/configuration.md list them.
struct ProviderRegistration: Sendable {
    typealias Make<Service> = @Sendable (ProviderContext) throws -> Service

    let descriptor: PlacesProviderDescriptor
    /// Its API key, when it needs one: it can be asked (`--provider all` asks it) only when the key is set.
    let key: Setting?
    /// Its key (first) and its other settings.
    let settings: [Setting]
    let makeKit: Make<any PlacesProviderKit>
    let ownsPhoto: @Sendable (Photo) -> Bool
    let makePhotoService: Make<any FetchPlacePhotoService>
    /// Its search by free text, and whether its answers may be kept in the cache (Nominatim's policy asks for it).
    let textSearch: Make<any PlaceTextSearchService>?
    let cachesTextSearch: Bool
    let autocomplete: Make<any AutocompletePlacesService>?
    let isTransientBody: (@Sendable (URLRequest, Data) -> Bool)?
    let repeatLimit: (@Sendable (URLRequest) -> RepeatLimit?)?
    /// The widest photo its API serves (Google's: 4800 px on the new API, 1600 on the legacy one), for a check
    /// before anything is sent; nil: no limit foodybite knows.
    var maxPhotoWidth: (@Sendable (PlacesAPI) -> Int)?

    var provider: PlacesProvider { descriptor.provider }

    init(
        _ descriptor: PlacesProviderDescriptor, key: Setting? = nil, settings: [Setting] = [],
        makeKit: @escaping Make<any PlacesProviderKit>,
        ownsPhoto: @escaping @Sendable (Photo) -> Bool = { _ in false },
        photos: Make<any FetchPlacePhotoService>? = nil,
        textSearch: Make<any PlaceTextSearchService>? = nil, cachesTextSearch: Bool = false,
        autocomplete: Make<any AutocompletePlacesService>? = nil,
        isTransientBody: (@Sendable (URLRequest, Data) -> Bool)? = nil,
        repeatLimit: (@Sendable (URLRequest) -> RepeatLimit?)? = nil
    ) {
        self.descriptor = descriptor
        self.key = key
        self.settings = (key.map { [$0] } ?? []) + settings
        self.makeKit = makeKit
        self.ownsPhoto = ownsPhoto
        makePhotoService = photos ?? { try makeKit($0).photoService() }
        self.textSearch = textSearch
        self.cachesTextSearch = cachesTextSearch
        self.autocomplete = autocomplete
        self.isTransientBody = isTransientBody
        self.repeatLimit = repeatLimit
    }

    /// Whether it can be asked with this configuration: its key is set (a keyless provider always can).
    func isUsable(_ configuration: AppConfiguration) -> Bool {
        key.map { configuration.value($0) != nil } ?? true
    }
}
