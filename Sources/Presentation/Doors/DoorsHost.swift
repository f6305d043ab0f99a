import Domain

/// Where a front end other than the command line gets the doors' services for one call: the composition root's live
/// graph (Main's `FrontEndRun`), or a test's. The services write their notes to `console`, tell `progress` of slow
/// work, and speak the call's language and units (`language`, `units`; nil: the configuration's, else the locale's).
public protocol DoorsHost: Sendable {
    func withServices<Answer: Sendable>(
        console: any Console, progress: any WorkProgress, language: String?, units: UnitSystem?,
        _ body: (DoorServices) async -> Answer
    ) async -> Answer

    /// What a map page is made of here (`--format html`'s): the tiles configured and the embedded library (nil in a
    /// build without Leaflet); a problem with the configuration is the configuration's error, told to `console`'s
    /// reader as a call's failure.
    func mapPageParts(console: any Console) throws -> MapPageSettings
}
