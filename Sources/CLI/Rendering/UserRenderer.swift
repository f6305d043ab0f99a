import Domain
import Foundation

/// `account whoami`: name and email, or `{"id", "name", "email", "hasProfileImage"}`.
enum UserRenderer {
    static func render(_ user: User, as format: ReportFormat) throws -> String {
        switch format {
        case .table:
            let image = user.profileImage.map { "\($0.count) bytes" } ?? "none"
            let (name, email) = (TerminalSafe.line(user.name), TerminalSafe.line(user.email))
            return "name           \(name)\nemail          \(email)\nprofile image  \(image)\n"
        case .json:
            return try StructuredRenderer.json(
                Record(id: user.id.uuidString, name: user.name, email: user.email, hasProfileImage: user.profileImage != nil))
        }
    }

    private struct Record: Encodable {
        let id: String
        let name: String
        let email: String
        let hasProfileImage: Bool
    }
}
