import Domain
import Foundation

/// `{user, token}` from a login.
struct LoginResponse: Decodable {
    let user: RemoteUser
    let token: AuthToken
}

/// A user as the server writes it (`profileImage` is base64).
struct RemoteUser: Decodable {
    let id: UUID
    let name, email: String
    let profileImage: Data?

    var model: User { User(id: id, name: name, email: email, profileImage: profileImage) }
}

/// A review as the server writes it: note the renames (`stars` → `rating`, `text` → `reviewText`).
struct RemoteReview: Decodable {
    let restaurantID, authorName, reviewText: String
    let rating: Int
    let createdAt: Date?
    let profileImageData: Data?

    var model: Review {
        Review(
            placeID: restaurantID, authorName: authorName, text: reviewText, rating: Plausible.stars(rating) ?? 0,
            createdAt: Plausible.date(createdAt))
    }
}
