import Foundation

/// `/review`: `POST {restaurantID, text, stars, createdAt}`; `GET` the caller's reviews, of all places or one.
enum ReviewEndpoint: Endpoint {
    case add(placeID: String, text: String, stars: Int, createdAt: Date)
    case all
    case place(String)

    private struct Body: Encodable {
        let restaurantID: String
        let text: String
        let stars: Int
        let createdAt: Date
    }

    var path: String {
        switch self {
        case .add, .all: return "/review"
        case .place(let placeID):
            return "/review/"
                + (placeID.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? placeID)
        }
    }

    var method: HTTPMethod {
        if case .add = self { return .post }
        return .get
    }

    var body: Data? {
        guard case .add(let placeID, let text, let stars, let createdAt) = self else { return nil }
        return ServerJSON.body(Body(restaurantID: placeID, text: text, stars: stars, createdAt: createdAt))
    }
}
