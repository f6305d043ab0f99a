import Networking
import XCTest

final class PasswordHasherTests: XCTestCase {
    func test_hash_isTheLowercaseHexSHA512OfTheUTF8Bytes() {
        XCTAssertEqual(
            PasswordHasher.hash("Passw0rd."),
            "06b19a20da7c96239d8c3f4bc7c6110ce9f59435d55cdda21a9af8ba4f68937fbc1223eed3e26a22bd058d73dd93b08df8bb582fb65101508e2d507a5cde95ba"
        )
        XCTAssertEqual(
            PasswordHasher.hash(""),
            "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
        )
    }
}
