import Foundation

/// A Foursquare place as `GET /places/{id}` writes it: the search fields (`FoursquarePlaceDTO`) plus the phone,
/// the website, and the embedded `photos` and `tips` (asked in `fields`: one request).
struct FoursquareDetailsDTO: Decodable {
    struct PhotoDTO: Decodable {
        let prefix: String?
        let suffix: String?
        let width: Int?
        let height: Int?

        enum CodingKeys: String, CodingKey { case prefix, suffix, width, height }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            prefix = container.lenient(String.self, forKey: .prefix)
            suffix = container.lenient(String.self, forKey: .suffix)
            width = container.lenient(Int.self, forKey: .width)
            height = container.lenient(Int.self, forKey: .height)
        }
    }

    struct TipDTO: Decodable {
        let text: String?
        let createdAt: String?

        enum CodingKeys: String, CodingKey {
            case text
            case createdAt = "created_at"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = container.lenient(String.self, forKey: .text)
            createdAt = container.lenient(String.self, forKey: .createdAt)
        }
    }

    let place: FoursquarePlaceDTO
    let tel: String?
    let website: String?
    let photos: [PhotoDTO]
    let tips: [TipDTO]

    enum CodingKeys: String, CodingKey { case tel, website, photos, tips }

    init(from decoder: any Decoder) throws {
        place = try FoursquarePlaceDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tel = container.lenient(String.self, forKey: .tel)
        website = container.lenient(String.self, forKey: .website)
        photos = container.lenientArray(PhotoDTO.self, forKey: .photos)
        tips = container.lenientArray(TipDTO.self, forKey: .tips)
    }
}
