import Domain
import DomainTestSupport
import Foundation

/// Places that exercise every column and the unicode of real Google data (latitude × 1000 = distance in metres).
enum NearbyRendererFixtures {
    static let query = makeQuery(radius: 5000)

    static let places: [NearbyPlace] = [
        makeNearbyPlace(
            id: "ChIJ1", name: "Sacré-Cœur Bistro", location: makeLocation(0.14, 0), rating: 4.6, userRatingsTotal: 1234,
            isOpen: true, priceLevel: 2, address: "35 Rue du Chevalier de la Barre, 75018 Paris"),
        makeNearbyPlace(
            id: "ChIJ2", name: "John’s of Bleecker Street", location: makeLocation(0.95, 0), rating: 4, userRatingsTotal: 7,
            isOpen: false, priceLevel: 1, address: "278 Bleecker St, New York"),
        makeNearbyPlace(
            id: "ChIJ3", name: "李宗仁 ラーメン", location: makeLocation(1.3, 0), rating: nil, userRatingsTotal: nil, isOpen: nil,
            priceLevel: nil, address: nil),
        makeNearbyPlace(
            id: "ChIJ4", name: "Pizza 🍕 \"Da Mario\", Napoli", location: makeLocation(4.2, 0), rating: 3.9, userRatingsTotal: 56,
            isOpen: true, priceLevel: 0, address: "Via Roma 1, Napoli"
        ).cached(at: Date(timeIntervalSince1970: 1_800_000_000)),
    ]

    /// Foursquare's view of the same street: the bistro 11 m from Google's, spelled without accents and rated
    /// 8.8/10 by 400; a place Google does not list.
    static let foursquarePlaces: [NearbyPlace] = [
        makeNearbyPlace(
            id: "4adcda7ef964a520f94621e3", name: "Sacre Coeur Bistro", location: makeLocation(0.1401, 0), rating: 4.4,
            userRatingsTotal: 400, isOpen: true, priceLevel: 2, address: "35 rue du Chevalier de la Barre"),
        makeNearbyPlace(
            id: "5b2f1e6c8a6f17002c3e0b9a", name: "Le Consulat", location: makeLocation(0.6, 0), rating: 4.15,
            userRatingsTotal: nil, isOpen: nil, priceLevel: 3, address: "18 rue Norvins, Paris"),
    ]
}
