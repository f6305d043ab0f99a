import XCTest

@testable import Places

/// The steps' words, as OSRM's HTTP documentation defines each maneuver (`docs/http.md`, `StepManeuver`): the
/// findings of the real engine on 120 Monaco routes first (issue 42), then every type with every modifier.
final class OSRMInstructionTests: XCTestCase {
    private typealias M = OSRMInstruction.Maneuver

    func test_text_departHeadsByBearingAfterAndNeverByTheSideModifier() {
        // Given OSRM's depart step: modifier "right" is the side of the road; the heading is bearing_after (68°: northeast, as OSRM's reference client divides the compass)
        let step = M(type: "depart", modifier: "right", bearingAfter: 68, name: "Quai Jean-Charles Rey")

        // When / Then
        XCTAssertEqual(OSRMInstruction.text(step), "Head northeast on Quai Jean-Charles Rey")
        XCTAssertEqual(OSRMInstruction.text(M(type: "depart", bearingAfter: 30)), "Head northeast")
        XCTAssertEqual(OSRMInstruction.text(M(type: "depart", modifier: "left", name: "Rue X")), "Start on Rue X")
    }

    func test_text_arriveSaysTheSideOfTheRoad() {
        XCTAssertEqual(OSRMInstruction.text(M(type: "arrive", modifier: "left")), "Arrive at the place, on the left")
        XCTAssertEqual(OSRMInstruction.text(M(type: "arrive", modifier: "sharp right")), "Arrive at the place, on the right")
        XCTAssertEqual(OSRMInstruction.text(M(type: "arrive", modifier: "straight")), "Arrive at the place, straight ahead")
        XCTAssertEqual(OSRMInstruction.text(M(type: "arrive")), "Arrive at the place")
    }

    func test_text_roundaboutsAndRotariesNumberTheirExit() {
        XCTAssertEqual(
            OSRMInstruction.text(M(type: "roundabout", modifier: "right", exit: 2, name: "Boulevard X")),
            "Enter the roundabout and take the 2nd exit onto Boulevard X")
        XCTAssertEqual(
            OSRMInstruction.text(M(type: "rotary", exit: 3, name: "Avenue Y", rotaryName: "Place d'Armes")),
            "Enter Place d'Armes and take the 3rd exit onto Avenue Y")
        XCTAssertEqual(OSRMInstruction.text(M(type: "roundabout")), "Enter the roundabout")
        XCTAssertEqual(
            OSRMInstruction.text(M(type: "exit roundabout", modifier: "right", name: "Rue Z")),
            "Exit the roundabout onto Rue Z")
        XCTAssertEqual(OSRMInstruction.text(M(type: "exit rotary", modifier: "slight right")), "Exit the roundabout")
    }

    func test_text_forkKeepsASideAndStraightTurnGoesStraight() {
        XCTAssertEqual(OSRMInstruction.text(M(type: "fork", modifier: "slight left", name: "Tunnel")), "Keep left onto Tunnel")
        XCTAssertEqual(OSRMInstruction.text(M(type: "fork", modifier: "slight right")), "Keep right at the fork")
        XCTAssertEqual(
            OSRMInstruction.text(M(type: "turn", modifier: "straight", name: "Boulevard Albert 1er")),
            "Go straight onto Boulevard Albert 1er")
        XCTAssertEqual(OSRMInstruction.text(M(type: "turn", modifier: "sharp right")), "Make a sharp right")
        XCTAssertEqual(OSRMInstruction.text(M(type: "turn", modifier: "uturn")), "Make a U-turn")
    }

    func test_text_eachOtherTypeHasItsOwnWords() {
        let cases: [(M, String)] = [
            (M(type: "new name", modifier: "straight", name: "Rue B"), "Continue onto Rue B"),
            (M(type: "new name", modifier: "slight left"), "Continue slightly left"),
            (M(type: "continue", modifier: "left", name: "Rue C"), "Turn left to stay on Rue C"),
            (M(type: "continue", modifier: "straight"), "Continue straight"),
            (M(type: "merge", modifier: "slight right", name: "A8"), "Merge right onto A8"),
            (M(type: "on ramp", modifier: "left", name: "A8"), "Take the ramp on the left onto A8"),
            (M(type: "off ramp", modifier: "slight right"), "Take the ramp on the right"),
            (M(type: "end of road", modifier: "left", name: "Rue D"), "At the end of the road, turn left onto Rue D"),
            (M(type: "roundabout turn", modifier: "right"), "At the roundabout, turn right"),
            (M(type: "notification", modifier: "straight", name: "Rue E"), "Continue on Rue E"),
            (M(type: "use lane", modifier: "left"), "Keep left"),
        ]
        for (maneuver, expected) in cases {
            XCTAssertEqual(OSRMInstruction.text(maneuver), expected, "\(maneuver)")
        }
    }

    func test_text_anUnknownTypeIsReadAsATurn() {
        XCTAssertEqual(OSRMInstruction.text(M(type: "teleport", modifier: "left", name: "Rue F")), "Turn left onto Rue F")
        XCTAssertEqual(OSRMInstruction.text(M(type: nil, modifier: "right")), "Turn right")
        XCTAssertEqual(OSRMInstruction.text(M(type: "turn", modifier: "sideways")), "Go straight")
    }

    func test_text_everyDocumentedTypeAndModifierReadsAsEnglishWithoutRawWords() {
        // Given every maneuver type and modifier docs/http.md lists, with and without a road's name
        let types = [
            "turn", "new name", "depart", "arrive", "merge", "on ramp", "off ramp", "fork", "end of road", "use lane",
            "continue", "roundabout", "rotary", "roundabout turn", "notification", "exit roundabout", "exit rotary",
        ]
        for type in types {
            for modifier in OSRMPhrases.modifiers.sorted() {
                for name in [nil, "Rue G"] {
                    // When
                    let text = OSRMInstruction.text(M(type: type, modifier: modifier, exit: 1, bearingAfter: 90, name: name))

                    // Then no raw modifier word and no mangled phrase is shown
                    for wrong in [
                        "Turn straight", "uturn", "Head left", "Head right", "Head straight", "Continue onto Rue G onto",
                    ] {
                        XCTAssertFalse(text.contains(wrong), "\(type)/\(modifier): \(text)")
                    }
                    if let name, type != "arrive" {
                        XCTAssertTrue(text.contains(name), "\(type)/\(modifier) names the road: \(text)")
                    }
                    XCTAssertEqual(text.first?.isUppercase, true, text)
                }
            }
        }
    }

    func test_ordinal_countsInEnglish() {
        XCTAssertEqual(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(OSRMInstruction.ordinal),
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
            ])
    }
}
