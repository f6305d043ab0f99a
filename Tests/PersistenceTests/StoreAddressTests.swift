import Domain
import Foundation
import Persistence
import XCTest

/// The shared store's URL: libpq's form and sslmode words, never a password in it; the password from the environment
/// or a file.
final class StoreAddressTests: XCTestCase {
    func test_init_readsUserHostPortDatabaseAndTLS() throws {
        let sut = try PostgresAddress(
            "postgresql://team@db.example.org:6432/foodybite?sslmode=verify-full&sslrootcert=/etc/ssl/team-ca.pem")

        XCTAssertEqual(sut.user, "team")
        XCTAssertEqual(sut.host, "db.example.org")
        XCTAssertEqual(sut.port, 6432)
        XCTAssertEqual(sut.database, "foodybite")
        XCTAssertEqual(sut.tls, .verifyFull)
        XCTAssertEqual(sut.rootCertificate, "/etc/ssl/team-ca.pem")
        XCTAssertEqual(sut.description, "postgresql://team@db.example.org:6432/foodybite")
    }

    func test_init_defaultsToPort5432AndSSLModePrefer_asLibpqDoes() throws {
        let sut = try PostgresAddress("postgres://team@localhost/foodybite")

        XCTAssertEqual(sut.port, 5432)
        XCTAssertEqual(sut.tls, .prefer)
        XCTAssertNil(sut.rootCertificate)
    }

    func test_init_refusesAPasswordInTheURL_sayingWhereItGoes() {
        XCTAssertThrowsError(try PostgresAddress("postgresql://team:hunter2@localhost/foodybite")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("FOODYBITE_STORE_PASSWORD"), message)
            XCTAssertFalse(message.contains("hunter2"), message)
        }
    }

    func test_init_refusesWhatIsNotAStoreURL() {
        for text in [
            "sqlite", "https://team@localhost/foodybite", "postgresql://localhost/foodybite", "postgresql://team@/foodybite",
            "postgresql://team@localhost", "postgresql://team@localhost/a/b", "postgresql://team@localhost:0/foodybite",
            "postgresql://team@localhost/foodybite?sslmode=maybe", "postgresql://team@localhost/foodybite?host=/tmp",
            "postgresql://team@localhost/foodybite?sslrootcert=relative.pem", String(repeating: "x", count: 3000),
        ] {
            XCTAssertThrowsError(try PostgresAddress(text), text)
        }
    }

    func test_password_isTheVariable_elseTheFilesFirstLine_elseNone() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("store-password-\(UUID().uuidString)")
        try Data("from-the-file\r\nsecond line\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        XCTAssertEqual(try PostgresAddress.password(["FOODYBITE_STORE_PASSWORD": "from-the-variable"]), "from-the-variable")
        XCTAssertEqual(try PostgresAddress.password(["FOODYBITE_STORE_PASSWORD_FILE": file.path]), "from-the-file")
        XCTAssertNil(try PostgresAddress.password([:]))
        XCTAssertThrowsError(try PostgresAddress.password(["FOODYBITE_STORE_PASSWORD_FILE": file.path + ".missing"]))
    }
}
