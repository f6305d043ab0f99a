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

    func test_detect_takesCOLUMNSFirstOnATerminalOrNotThenTheTerminalsWidthThen80() {
        func width(_ tty: Bool, _ columns: String?, _ terminal: Int?) -> Int? {
            TerminalCapabilities.detect(stdoutIsTTY: tty, environment: columns.map { ["COLUMNS": $0] } ?? [:], width: terminal)
                .width
        }
        XCTAssertEqual(width(true, "120", nil), 120)
        XCTAssertEqual(width(true, "120", 90), 120, "COLUMNS first, as POSIX tools and git read it")
        XCTAssertEqual(width(false, "60", nil), 60, "off a terminal too")
        XCTAssertEqual(width(true, nil, 90), 90)
        XCTAssertEqual(width(false, nil, 90), 80, "a width read from something that is not stdout's terminal is not used")
        XCTAssertEqual(width(false, nil, nil), 80)
        for bad in ["", "abc", "0", "-5", "0x50", "1e2", "99999999999999999999999"] {
            XCTAssertEqual(width(true, bad, 100), 100, "COLUMNS \(bad) is not a width")
        }
    }

    func test_detect_keepsTheWidthWithinASaneRange() {
        XCTAssertEqual(TerminalCapabilities.detect(stdoutIsTTY: true, environment: [:], width: 65_535).width, 500)
        XCTAssertEqual(TerminalCapabilities.detect(stdoutIsTTY: true, environment: ["COLUMNS": "999999"], width: nil).width, 500)
        XCTAssertEqual(TerminalCapabilities.detect(stdoutIsTTY: false, environment: ["COLUMNS": "5"], width: nil).width, 20)
    }
}
