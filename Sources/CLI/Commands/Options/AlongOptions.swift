import ArgumentParser
import Domain

/// `--along FROM --to TO` (declared in `NearbyOptions`): search along a route instead of around a point; each end a
/// `lat,lng` or a text as for `--near`.
enum AlongOptions {
    static let defaultWidth = 300

    static func check(along: String?, to: String?) throws {
        if (along == nil) != (to == nil) { throw ValidationError("--along and --to go together: --along FROM --to TO") }
        for text in [along, to].compactMap({ $0 }) where text.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--along and --to need a place: lat,lng or some text")
        }
    }

    /// Where an end is: a `lat,lng` as given, else the first place its text finds.
    static func request(_ text: String, api: PlacesAPI?) -> LocationRequest {
        if let point = try? LocationArgument.parse(text, option: "--along") {
            return LocationRequest(explicit: point, near: nil, api: api)
        }
        return LocationRequest(explicit: nil, near: text, api: api)
    }
}
