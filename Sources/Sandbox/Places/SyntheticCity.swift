import Crypto
import Foundation

/// `--synthetic N`: a dense city for tests of complete answers. N restaurants on a square grid 70 m apart around
/// the Duomo of Milan (so `--synthetic 1850` puts about 1,450 within 1,500 m of the centre, as central Paris or
/// Milan has), each with values drawn from a hash of its number: ratings 3.0-5.0 (about half 4 or more, a quarter
/// 4.5 or more, one in twenty unrated), prices 1-4 or none, open, closed or unknown hours, one in fifty closed for
/// good, and a cuisine.
enum SyntheticCity {
    static let centre = (latitude: 45.4642, longitude: 9.1900)
    static let spacing = 70.0

    static func places(count: Int) -> [SandboxPlace] {
        let side = Int(Double(count).squareRoot().rounded(.up))
        return (0..<count).map { index in
            let (row, column) = (index / side, index % side)
            let north = (Double(row) - Double(side - 1) / 2) * spacing + 17
            let east = (Double(column) - Double(side - 1) / 2) * spacing + 23
            return place(
                index, latitude: centre.latitude + north / 111_195,
                longitude: centre.longitude + east / (111_195 * cos(centre.latitude * .pi / 180)))
        }
    }

    private static let cuisines = [
        ("italian_restaurant", "Trattoria"), ("japanese_restaurant", "Sushi-ya"), ("pizza_restaurant", "Pizzeria"),
        ("french_restaurant", "Bistrot"), ("restaurant", "Osteria"), ("indian_restaurant", "Curry House"),
    ]

    private static func place(_ index: Int, latitude: Double, longitude: Double) -> SandboxPlace {
        let bytes = Array(SHA256.hash(data: Data("synthetic:\(index)".utf8)))
        let draw = Double(UInt16(bytes[0]) << 8 | UInt16(bytes[1])) / 65_536
        let rating = bytes[2] % 20 == 0 ? nil : JSONNumber.double(((3 + 2 * draw) * 10).rounded() / 10)
        let price = [nil, 1, 1, 1, 2, 2, 2, 3, 3, 4][Int(bytes[3] % 10)]
        let openNow: Bool? = bytes[4] % 10 < 6 ? true : bytes[4] % 10 < 9 ? false : nil
        let (type, noun) = cuisines[Int(bytes[6]) % cuisines.count]
        let number = String(format: "%04d", index)
        return SandboxPlace(
            id: "ChIJsyntheticMilan\(number)", name: "\(noun) \(number)", lat: latitude, lng: longitude, rating: rating,
            userRatingsTotal: rating == nil ? nil : 5 + Int(bytes[7]) * 4, priceLevel: price,
            vicinity: "Via Sintetica \(index + 1), Milano",
            formattedAddress: "Via Sintetica \(index + 1), 20121 Milano MI, Italy",
            businessStatus: bytes[5] % 50 == 0 ? "CLOSED_PERMANENTLY" : "OPERATIONAL", permanentlyClosed: nil,
            types: (type == "restaurant" ? [] : [type]) + ["restaurant", "food", "point_of_interest", "establishment"],
            openNow: openNow, weekdayText: nil, photos: nil, phone: nil, internationalPhone: nil, website: nil, mapsUrl: nil,
            utcOffset: 60, reviews: nil, neighbourhood: "Synthetic Milan", languageCode: "it")
    }
}
