/// Which of Google's two Places APIs to use: `new` (Places API (New)) or `legacy`. Chosen by `--places-api`,
/// `FOODYBITE_PLACES_API` or config `places_api`.
public enum PlacesAPI: String, CaseIterable, Equatable, Sendable {
    case new
    case legacy
}

extension PlacesAPI {
    /// The API asked when nothing says which: the one Google keeps adding to. Decided here alone (the setting's
    /// default, and every request that names none).
    public static let `default` = PlacesAPI.new

    /// The widest photo the API serves, in pixels.
    public var maxPhotoWidth: Int { self == .legacy ? 1600 : 4800 }

    /// The API that serves a Google photo: a new-API photo name (`places/…`) only the new API; a legacy
    /// `photo_reference` the legacy API, unless the new one is asked for (its service then says it cannot).
    public static func serving(_ photo: Photo, asked: PlacesAPI?) -> PlacesAPI {
        photo.reference.hasPrefix("places/") || asked == .new ? .new : .legacy
    }
}
