import Foundation

/// `/auth/account`: `POST {name, email, profileImage?}` overwrites all three fields; `DELETE` removes the account.
enum AccountEndpoint: Endpoint {
    case update(name: String, email: String, profileImage: Data?)
    case delete

    private struct Body: Encodable {
        let name: String
        let email: String
        let profileImage: Data?
    }

    var path: String { "/auth/account" }

    var method: HTTPMethod {
        switch self {
        case .update: return .post
        case .delete: return .delete
        }
    }

    var body: Data? {
        guard case .update(let name, let email, let profileImage) = self else { return nil }
        return ServerJSON.body(Body(name: name, email: email, profileImage: profileImage))
    }
}
