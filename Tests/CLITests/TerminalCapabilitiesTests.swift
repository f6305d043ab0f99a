import CLI
import XCTest

final class TerminalCapabilitiesTests: XCTestCase {
    func test_detect_usesUnicodeOnlyInAUTF8LocaleTheFirstSetVariableDeciding() {
        let cases: [([String: String], Bool)] = [
            ([:], false), (["LANG": "C"], false), (["LANG": "C.UTF-8"], true), (["LANG": "en_GB.utf8"], true),
            (["LC_ALL": "C", "LANG": "en_GB.UTF-8"], false), (["LC_CTYPE": "fr_FR.UTF-8", "LANG": "C"], true),
            (["LC_ALL": "", "LANG": "C.UTF-8"], true),
        ]
        for (environment, expected) in cases {
            let detected = TerminalCapabilities.detect(stdoutIsTTY: false, environment: environment, width: nil)

            XCTAssertEqual(detected.usesUnicode, expected, "\(environment)")
        }
    }

    func test_detect_coloursOnlyATerminalWithoutNO_COLOR() {
        XCTAssertTrue(TerminalCapabilities.detect(stdoutIsTTY: true, environment: [:], width: 80).usesColor)
        XCTAssertFalse(TerminalCapabilities.detect(stdoutIsTTY: true, environment: ["NO_COLOR": "1"], width: 80).usesColor)
        XCTAssertFalse(TerminalCapabilities.detect(stdoutIsTTY: false, environment: [:], width: 80).usesColor)
    }

    func test_detect_takesCOLUMNSOnlyOnATerminalWhoseSizeIsUnknown() {
        XCTAssertEqual(TerminalCapabilities.detect(stdoutIsTTY: true, environment: ["COLUMNS": "120"], width: nil).width, 120)
        XCTAssertEqual(TerminalCapabilities.detect(stdoutIsTTY: true, environment: ["COLUMNS": "120"], width: 90).width, 90)
        XCTAssertNil(TerminalCapabilities.detect(stdoutIsTTY: false, environment: ["COLUMNS": "120"], width: nil).width)
        XCTAssertNil(TerminalCapabilities.detect(stdoutIsTTY: true, environment: ["COLUMNS": "999999"], width: nil).width)
    }
}
