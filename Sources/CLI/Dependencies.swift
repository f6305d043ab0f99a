import Domain
import Foundation
import Presentation

/// Everything commands need: the world every front end is built from (`FrontEndServices`: the doors' services and the
/// rest Main composes) and what only the command line has (the terminal, whether stdin is one, the version it
/// prints). Commands are ArgumentParser structs that cannot store services: they receive this value in `run(with:)`.
/// Factories are closures so that nothing (a cache file, a key) is touched before a command needs it.
public struct Dependencies: Sendable {
    public var services: DoorServices
    public var terminal: TerminalCapabilities
    /// What `--version` prints: the version, and the commit when the build knows it.
    public var version: String
    /// Photo downloads for the chosen API.
    public var makePhotoService: @Sendable (PlacesAPI?) throws -> any FetchPlacePhotoService
    /// Search by name for the chosen API (nil: the configured default).
    public var makeAutocompleteService: @Sendable (PlacesAPI?) throws -> any AutocompletePlacesService
    /// Reads a line of stdin (a pick from a list), nil at end of input.
    public var readLine: @Sendable () -> String?
    /// Whether stdin is a terminal (prompts are allowed only then).
    public var stdinIsTerminal: Bool
    public var configuration: any ConfigurationEditing
    /// The widest photo the API that will serve a place's photos allows (`--places-api`, else the configured one);
    /// nil when its provider has no such limit.
    public var maxPhotoWidth: @Sendable (_ placeID: String, _ asked: PlacesAPI?) throws -> Int?
    /// Every setting this build reads (help lists them), gathered only when help may be printed.
    public var settings: @Sendable () -> SettingsCatalogue
    /// Reads a secret from stdin (a hidden prompt on a terminal); nil at end of input.
    public var readSecret: @Sendable (_ prompt: String) throws -> String?
    /// What a map page (`--format html`) embeds; nil when this build was made without Leaflet (libjs-leaflet).
    public var mapLibrary: @Sendable () -> MapLibrary?
    /// Where a map page's tiles come from (`FOODYBITE_TILE_URL`, config `tile_url`).
    public var tileSource: @Sendable () throws -> TileSource
    /// Opens a file with the desktop's opener (`--open`); does nothing where there is none.
    public var openInBrowser: @Sendable (_ path: String) -> Void
    /// foodybite's own folders (data, cache, configuration, state), where `--output` writes nothing.
    public var ownFolders: @Sendable () -> [URL]
    /// The reader's conventions: the command line's flags, else the environment and the config file, else the locale.
    public var conventions: @Sendable (ConventionFlags) throws -> Conventions

    /// The command line's world, from the one every front end is built from.
    public init(_ world: FrontEndServices, terminal: TerminalCapabilities, stdinIsTerminal: Bool, version: String) {
        services = world.doors
        self.terminal = terminal
        self.version = version
        makePhotoService = world.makePhotoService
        makeAutocompleteService = world.makeAutocompleteService
        readLine = world.readLine
        self.stdinIsTerminal = stdinIsTerminal
        configuration = world.configuration
        maxPhotoWidth = world.maxPhotoWidth
        settings = world.settings
        readSecret = world.readSecret
        mapLibrary = world.mapLibrary
        tileSource = world.tileSource
        openInBrowser = world.openInBrowser
        ownFolders = world.ownFolders
        conventions = world.conventions
    }
}
