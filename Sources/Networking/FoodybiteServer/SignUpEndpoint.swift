import Foundation

/// `POST /auth/signup` `{name, email, password, profile_image?}` (snake_case image key, as the server reads it).
struct SignUpEndpoint: Endpoint {
    struct Body: Encodable {
        let name: String
        let email: String
        let password: String
        let profileImage: Data?

        enum CodingKeys: String, CodingKey {
            case name, email, password
            case profileImage = "profile_image"
        }
    }

    let body: Data?
    var path: String { "/auth/signup" }
    var method: HTTPMethod { .post }

    init(name: String, email: String, hashedPassword: String, profileImage: Data?) {
        body = ServerJSON.body(Body(name: name, email: email, password: hashedPassword, profileImage: profileImage))
    }
}
