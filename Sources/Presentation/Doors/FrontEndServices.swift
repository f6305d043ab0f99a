import Domain
import Foundation

/// What every front end is built from, whole (Main's `LiveComposition`, or a test's): the doors' services, and what a
/// front end's own commands ask beyond them (photos, search by name, the configuration file, the map page's parts, the
/// reader's conventions, the process's stdin). Each executable builds its front end's world from this one value.
public struct FrontEndServices: Sendable {
    public let doors: DoorServices
    /// Photo downloads for the chosen API.
    public let makePhotoService: @Sendable (PlacesAPI?) throws -> any FetchPlacePhotoService
    /// Search by name for the chosen API (nil: the configured default).
    public let makeAutocompleteService: @Sendable (PlacesAPI?) throws -> any AutocompletePlacesService
    public let configuration: any ConfigurationEditing
    /// Every setting this build reads (help lists them), gathered only when asked.
    public let settings: @Sendable () -> SettingsCatalogue
    /// The widest photo the API that will serve a place's photos allows (the one asked, else the configured one); nil
    /// when its provider has no such limit.
    public let maxPhotoWidth: @Sendable (_ placeID: String, _ asked: PlacesAPI?) throws -> Int?
    /// What a map page embeds; nil when this build was made without Leaflet (libjs-leaflet).
    public let mapLibrary: @Sendable () -> MapLibrary?
    /// Where a map page's tiles come from (`FOODYBITE_TILE_URL`, config `tile_url`).
    public let tileSource: @Sendable () throws -> TileSource
    /// Opens a file with the desktop's opener; does nothing where there is none.
    public let openInBrowser: @Sendable (_ path: String) -> Void
    /// foodybite's own folders (data, cache, configuration, state), where an output file is never written.
    public let ownFolders: @Sendable () -> [URL]
    /// The reader's conventions: those asked, else the environment and the config file, else the locale.
    public let conventions: @Sendable (ConventionFlags) throws -> Conventions
    /// Reads a line of stdin, nil at end of input.
    public let readLine: @Sendable () -> String?
    /// Reads a secret from stdin (a hidden prompt on a terminal); nil at end of input.
    public let readSecret: @Sendable (_ prompt: String) throws -> String?

    public init(
        doors: DoorServices, makePhotoService: @escaping @Sendable (PlacesAPI?) throws -> any FetchPlacePhotoService,
        makeAutocompleteService: @escaping @Sendable (PlacesAPI?) throws -> any AutocompletePlacesService,
        configuration: any ConfigurationEditing, settings: @escaping @Sendable () -> SettingsCatalogue,
        maxPhotoWidth: @escaping @Sendable (String, PlacesAPI?) throws -> Int?,
        mapLibrary: @escaping @Sendable () -> MapLibrary?, tileSource: @escaping @Sendable () throws -> TileSource,
        openInBrowser: @escaping @Sendable (String) -> Void, ownFolders: @escaping @Sendable () -> [URL],
        conventions: @escaping @Sendable (ConventionFlags) throws -> Conventions,
        readLine: @escaping @Sendable () -> String?, readSecret: @escaping @Sendable (String) throws -> String?
    ) {
        self.doors = doors
        self.makePhotoService = makePhotoService
        self.makeAutocompleteService = makeAutocompleteService
        self.configuration = configuration
        self.settings = settings
        self.maxPhotoWidth = maxPhotoWidth
        self.mapLibrary = mapLibrary
        self.tileSource = tileSource
        self.openInBrowser = openInBrowser
        self.ownFolders = ownFolders
        self.conventions = conventions
        self.readLine = readLine
        self.readSecret = readSecret
    }
}
