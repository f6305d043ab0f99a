import Presentation
import XCTest

final class AccountInputValidatorTests: XCTestCase {
    func test_passwordProblems_acceptsAPasswordMeetingEveryRule() {
        XCTAssertEqual(AccountInputValidator.passwordProblems("Passw0rd."), [])
        XCTAssertEqual(AccountInputValidator.passwordProblems("Ab1(xxxx"), [])
    }

    func test_passwordProblems_namesEachBrokenRule() {
        XCTAssertEqual(AccountInputValidator.passwordProblems("Ab1."), ["the password needs at least 8 characters"])
        XCTAssertEqual(AccountInputValidator.passwordProblems("passw0rd."), ["the password needs an uppercase letter"])
        XCTAssertEqual(AccountInputValidator.passwordProblems("PASSW0RD."), ["the password needs a lowercase letter"])
        XCTAssertEqual(AccountInputValidator.passwordProblems("Password."), ["the password needs a digit"])
        XCTAssertEqual(AccountInputValidator.passwordProblems("Passw0rd!"), ["the password needs one of .*&^%$#@()/"])
        XCTAssertEqual(AccountInputValidator.passwordProblems("").count, 5)
    }

    func test_emailProblems_rejectsMalformedAddresses() {
        XCTAssertEqual(AccountInputValidator.emailProblems("ada@example.com"), [])
        for bad in ["ada", "ada@", "@example.com", "ada@example", "ada@.com", "a da@example.com", "a@b@c.com"] {
            XCTAssertEqual(AccountInputValidator.emailProblems(bad), ["'\(bad)' is not a valid email address"], bad)
        }
    }

    func test_nameProblems_needsThreeCharacters() {
        XCTAssertEqual(AccountInputValidator.nameProblems("Ada"), [])
        XCTAssertEqual(AccountInputValidator.nameProblems("Al"), ["the name needs at least 3 characters"])
        XCTAssertEqual(AccountInputValidator.nameProblems("  Al  "), ["the name needs at least 3 characters"])
    }
}
