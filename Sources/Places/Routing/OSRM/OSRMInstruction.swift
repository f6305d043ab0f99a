/// An OSRM step in words. OSRM gives no text of its own: its clients word its maneuvers, as its HTTP documentation
/// (osrm-backend `docs/http.md`, `StepManeuver`) defines them, in English as OSRM's reference client does
/// (Project-OSRM/osrm-text-instructions, v5). One table (`OSRMPhrases`), one rule a type:
/// - `depart`: the heading is `bearing_after` ("Head northeast on Quai X"); its `modifier` is the side of the road;
/// - `arrive`: the `modifier` is the side the place is on ("Arrive at the place, on the left");
/// - `roundabout`/`rotary`: the `exit` to take, counted ("take the 2nd exit"), and a rotary's own name;
/// - every other type: the phrase for its `modifier` (a U-turn, a fork, a ramp, the end of the road), then the road;
/// - a type the table does not know is read as `turn`, as the documentation asks of clients.
enum OSRMInstruction {
    struct Maneuver {
        var type: String?
        var modifier: String?
        var exit: Int?
        var bearingAfter: Int?
        var name: String?
        var rotaryName: String?
    }

    static func text(_ maneuver: Maneuver) -> String {
        let name = maneuver.name.flatMap { $0.isEmpty ? nil : $0 }
        switch maneuver.type {
        case "depart":
            let heading = maneuver.bearingAfter.flatMap(compass).map { "Head \($0)" } ?? "Start"
            return heading + (name.map { " on \($0)" } ?? "")
        case "arrive":
            return "Arrive at the place" + (maneuver.modifier.flatMap(side).map { ", \($0)" } ?? "")
        case "roundabout", "rotary":
            let place = maneuver.rotaryName.flatMap { $0.isEmpty ? nil : $0 } ?? "the roundabout"
            guard let exit = maneuver.exit, (1...99).contains(exit) else {
                return "Enter \(place)" + (name.map { " and exit onto \($0)" } ?? "")
            }
            return "Enter \(place) and take the \(ordinal(exit)) exit" + (name.map { " onto \($0)" } ?? "")
        default:
            let type = maneuver.type.flatMap { OSRMPhrases.byType[$0] == nil ? nil : $0 } ?? "turn"
            let modifier = maneuver.modifier.flatMap { OSRMPhrases.modifiers.contains($0) ? $0 : nil } ?? "straight"
            let phrase = OSRMPhrases.phrase(type: type, modifier: modifier)
            return phrase.text(modifier: modifier, name: name)
        }
    }

    /// Eight points of the compass from a bearing in degrees (0 north, clockwise), as OSRM's reference client
    /// divides them.
    static func compass(_ bearing: Int) -> String? {
        switch bearing {
        case 0...20, 340...360: "north"
        case 21..<70: "northeast"
        case 70...110: "east"
        case 111..<160: "southeast"
        case 160...200: "south"
        case 201..<250: "southwest"
        case 250...290: "west"
        case 291..<340: "northwest"
        default: nil
        }
    }

    /// The side of the road a place is on, from an `arrive` step's modifier.
    private static func side(_ modifier: String) -> String? {
        switch modifier {
        case "left", "slight left", "sharp left": "on the left"
        case "right", "slight right", "sharp right": "on the right"
        case "straight": "straight ahead"
        default: nil
        }
    }

    /// 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st.
    static func ordinal(_ number: Int) -> String {
        let suffix =
            switch (number % 10, number % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }
}
