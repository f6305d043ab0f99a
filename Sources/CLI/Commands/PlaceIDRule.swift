import ArgumentParser
import Domain

/// What a Google place id may look like: printable, no spaces, a sane length.
enum PlaceIDRule {
    static func check(_ placeID: String) throws {
        guard GoogleIdentifier.isPlaceID(placeID) else {
            throw ValidationError(
                "'\(TerminalSafe.line(String(placeID.prefix(40))))' is not a Google place id (letters, digits, - and _)")
        }
    }
}
