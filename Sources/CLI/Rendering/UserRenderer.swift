import Domain
import Foundation
import Presentation

/// `account whoami`: name and email, or `{"id", "name", "email", "hasProfileImage"}`.
enum UserRenderer {
    static func render(_ user: User, as format: ReportFormat) throws -> String {
        try OutputWriter.report(
            format,
            table: {
                let image = user.profileImage.map { "\($0.count) bytes" } ?? "none"
                let (name, email) = (TerminalSafe.line(user.name), TerminalSafe.line(user.email))
                return "name           \(name)\nemail          \(email)\nprofile image  \(image)\n"
            },
            record: {
                RecordValue.object([
                    ("id", .text(user.id.uuidString)), ("name", .text(user.name)), ("email", .text(user.email)),
                    ("hasProfileImage", .flag(user.profileImage != nil)),
                ])
            })
    }
}
