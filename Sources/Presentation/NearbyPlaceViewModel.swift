import Domain
import Foundation

/// One row of the nearby list: the values scripts read, and the text a person reads.
public struct NearbyPlaceViewModel: Equatable, Sendable {
    public let placeID: String
    public let name: String
    /// The name a person reads: in their language, with the provider's beside it when they differ ("Café de la
    /// Paix (Kafe Mira)"), else the name.
    public var shownName: String {
        attributes?.localName.map { "\($0) (\(name))" } ?? name
    }
    public let rating: Double?
    public let userRatingsTotal: Int?
    public let distanceMeters: Int
    public let latitude: Double
    public let longitude: Double
    public let isOpen: Bool?
    public let priceLevel: Int?
    public let address: String?
    /// When the place was fetched, when it comes from the cache; nil when fresh from the network.
    public let cachedAt: Date?
    /// Each provider's id and rating (one for a single provider's place, two when `--provider all` matched it).
    public let sources: [ProviderRating]
    /// The credits its providers' licences ask for ("© OpenStreetMap contributors ..."), each once.
    public let attributions: [String]
    /// What it is (`PlaceKind`: "cafe", "fast-food"), when its type is known.
    public let kind: String?
    /// Its primary type in foodybite's vocabulary (Google's names: "coffee_shop", "pizza_restaurant"), when known.
    public let type: String?
    /// What its provider calls it, in the provider's own words ("Coffee Shop" on Foursquare), when known.
    public let category: String?
    /// What map data says of it (diets, wheelchair, seats outside, hours as written), when its provider has it.
    public let attributes: PlaceAttributes?
    /// How long it takes to get there from the centre (`--travel`); nil when not asked or no route exists.
    public let travel: TravelTime?
    /// Along a route (`--along`): the seconds stopping here adds to it, when the provider says.
    public let detourSeconds: Int?
    /// From its hours as written (OpenStreetMap's): when it opens next, if closed now, or closes next, if open
    /// (within a week); nil otherwise.
    public let opensAt: Date?
    public let closesAt: Date?
    /// `--open-at`: the instant it was judged open at (the moment in its own zone); nil when not asked.
    public let openAt: Date?

    /// "★★★★☆", or empty when unrated.
    public let starsText: String
    /// "4.3 (1,234)", or "–" when unrated.
    public let ratingText: String
    /// "140 m", "1.3 km".
    public let distanceText: String
    /// "12 min", "–" when no route exists, "?" when not known (empty when travel times were not asked).
    public let travelText: String
    /// "open", "closed", or "" when unknown; from hours as written, "open until 22:00", "opens 18:30", "opens Thu
    /// 11:00".
    public let openText: String
    /// With `--open-at`: the moment `openText` speaks of, in the place's zone ("Sun 12:30"), which `openText` then
    /// does not repeat ("open until 14:00"); "" otherwise.
    public let openMomentText: String
    /// Its cuisines and the diets it serves, from map data ("pizza, italian; vegetarian"), or "".
    public let cuisineText: String
    /// "$$", "free", or "".
    public let priceText: String
    public let addressText: String
}
