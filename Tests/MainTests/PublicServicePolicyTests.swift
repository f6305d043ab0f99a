import Foundation
import XCTest

@testable import Main

/// The public OpenStreetMap services' one request a second is kept for their servers, whatever the setting; a server
/// the user configured is spaced only when `request_spacing` asks it.
final class PublicServicePolicyTests: XCTestCase {
    func test_isSpaced_thePublicServersAlways_andTheUsersOwnOnlyWhenAsked() throws {
        // Given the public servers and two of a user's own
        let publicServers = [
            "https://nominatim.openstreetmap.org", "https://routing.openstreetmap.de/routed-foot",
            "https://ROUTER.project-osrm.org",
        ]
        let own = ["http://127.0.0.1:8080/routed-car", "https://nominatim.example.org"]

        // When asked with the default setting, and with every-server
        let byDefault = try (publicServers + own).map { try PublicServicePolicy.isSpaced(try url($0), makeSUT(nil)) }
        let every = try (publicServers + own).map { try PublicServicePolicy.isSpaced(try url($0), makeSUT("every-server")) }

        // Then
        XCTAssertEqual(byDefault, [true, true, true, false, false])
        XCTAssertEqual(every, [true, true, true, true, true])
    }

    func test_isSpaced_aWordNotOffered_isAConfigurationErrorNamingTheWords() throws {
        // Given a setting that is neither word
        let configuration = makeSUT("never")

        // When / Then: refused, never read as "no spacing"
        XCTAssertThrowsError(try PublicServicePolicy.isSpaced(try url("http://127.0.0.1:8080"), configuration)) {
            XCTAssertTrue("\($0)".contains("every-server"), "\($0)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ spacing: String?) -> AppConfiguration {
        AppConfiguration(
            environment: spacing.map { ["FOODYBITE_REQUEST_SPACING": $0] } ?? [:], file: nil, settings: [.requestSpacing])
    }

    private func url(_ text: String) throws -> URL { try XCTUnwrap(URL(string: text)) }
}
