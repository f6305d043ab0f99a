import Domain
import Foundation
import Presentation

/// Everything commands need, built by the composition root (Main) or by tests: the doors' services (`DoorServices`,
/// which every front end shares) and what only the command line has (the
/// terminal, stdin, the config file, help). Commands are ArgumentParser structs that cannot store services: they
/// receive this value in `run(with:)`. Factories are closures so that nothing (a cache file, a key) is touched before a
/// command needs it.
public struct Dependencies: Sendable {
    public var services: DoorServices
    public var terminal: TerminalCapabilities
    /// What `--version` prints: the version, and the commit when the build knows it.
    public var version = FoodybiteVersion.current
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
    public var maxPhotoWidth: @Sendable (_ placeID: String, _ asked: PlacesAPI?) throws -> Int? = { _, _ in nil }
    /// Every setting this build reads (help lists them), gathered only when help may be printed.
    public var settings: @Sendable () -> SettingsCatalogue = { SettingsCatalogue([]) }
    /// Reads a secret from stdin (a hidden prompt on a terminal); nil at end of input.
    public var readSecret: @Sendable (_ prompt: String) throws -> String?
    /// The reader's conventions: the command line's flags, else the environment and the config file, else the locale.
    /// What a map page (`--format html`) embeds; nil when this build was made without Leaflet (libjs-leaflet).
    public var mapLibrary: @Sendable () -> MapLibrary? = { nil }
    /// Where a map page's tiles come from (`FOODYBITE_TILE_URL`, config `tile_url`).
    public var tileSource: @Sendable () throws -> TileSource = { .openStreetMap }
    /// Opens a file with the desktop's opener (`--open`); does nothing where there is none.
    public var openInBrowser: @Sendable (_ path: String) -> Void = { _ in }
    /// foodybite's own folders (data, cache, configuration, state), where `--output` writes nothing.
    public var ownFolders: @Sendable () -> [URL] = { [] }
    public var conventions: @Sendable (ConventionFlags) throws -> Conventions = { flags in
        Conventions(language: flags.language, region: flags.region, units: flags.units ?? .metric)
    }

    /// Every member is required: production wires each one (Main); tests start from `Dependencies.failing` in
    /// CLITestSupport, where every member not set fails loudly.
    public init(
        services: DoorServices, terminal: TerminalCapabilities,
        makePhotoService: @escaping @Sendable (PlacesAPI?) throws -> any FetchPlacePhotoService,
        makeAutocompleteService: @escaping @Sendable (PlacesAPI?) throws -> any AutocompletePlacesService,
        readLine: @escaping @Sendable () -> String?, stdinIsTerminal: Bool, configuration: any ConfigurationEditing,
        readSecret: @escaping @Sendable (String) throws -> String?
    ) {
        self.services = services
        self.terminal = terminal
        self.makePhotoService = makePhotoService
        self.makeAutocompleteService = makeAutocompleteService
        self.readLine = readLine
        self.stdinIsTerminal = stdinIsTerminal
        self.configuration = configuration
        self.readSecret = readSecret
    }
}
