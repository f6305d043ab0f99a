/// The words of OSRM's maneuver types (all but `depart`, `arrive`, `roundabout` and `rotary`, which `OSRMInstruction`
/// words from their bearing, side and exit), a phrase for each `modifier` the documentation lists, or the type's
/// default: `{modifier}` is the modifier in words, and a road's name follows as `onto NAME` unless the phrase says
/// where it goes.
enum OSRMPhrases {
    struct Phrase {
        let plain: String
        /// With a road's name (`{name}`); nil: the plain phrase, then " onto NAME".
        let named: String?

        func text(modifier: String, name: String?) -> String {
            let words = OSRMPhrases.words(of: modifier)
            guard let name else { return plain.replacingOccurrences(of: "{modifier}", with: words) }
            let template = named ?? plain + " onto {name}"
            return template.replacingOccurrences(of: "{modifier}", with: words).replacingOccurrences(of: "{name}", with: name)
        }
    }

    /// The modifiers of `docs/http.md`.
    static let modifiers: Set<String> = [
        "uturn", "sharp right", "right", "slight right", "straight", "slight left", "left", "sharp left",
    ]

    static func phrase(type: String, modifier: String) -> Phrase {
        let table = byType[type] ?? byType["turn"] ?? [:]
        return table[modifier] ?? table["default"] ?? Phrase(plain: "Continue", named: nil)
    }

    private static func words(of modifier: String) -> String {
        modifier == "uturn" ? "U-turn" : modifier
    }

    private static func p(_ plain: String, _ named: String? = nil) -> Phrase { Phrase(plain: plain, named: named) }

    private static let uturn = p("Make a U-turn")
    private static let rampLeft = p("Take the ramp on the left")
    private static let rampRight = p("Take the ramp on the right")
    private static let ramp: [String: Phrase] = [
        "default": p("Take the ramp"), "left": rampLeft, "slight left": rampLeft, "sharp left": rampLeft,
        "right": rampRight, "slight right": rampRight, "sharp right": rampRight,
    ]
    private static let exitRoundabout: [String: Phrase] = ["default": p("Exit the roundabout")]

    /// Each type's phrases, by modifier ("default" for the others).
    static let byType: [String: [String: Phrase]] = [
        "turn": [
            "default": p("Make a {modifier}"), "left": p("Turn left"), "right": p("Turn right"),
            "straight": p("Go straight"), "uturn": uturn,
        ],
        "new name": [
            "default": p("Continue {modifier}"), "straight": p("Continue straight", "Continue onto {name}"),
            "slight left": p("Continue slightly left"), "slight right": p("Continue slightly right"),
            "sharp left": p("Take a sharp left"), "sharp right": p("Take a sharp right"), "uturn": uturn,
        ],
        "continue": [
            "default": p("Turn {modifier}", "Turn {modifier} to stay on {name}"),
            "straight": p("Continue straight", "Continue straight to stay on {name}"),
            "slight left": p("Make a slight left", "Make a slight left to stay on {name}"),
            "slight right": p("Make a slight right", "Make a slight right to stay on {name}"),
            "sharp left": p("Make a sharp left", "Make a sharp left to stay on {name}"),
            "sharp right": p("Make a sharp right", "Make a sharp right to stay on {name}"),
            "uturn": p("Make a U-turn", "Make a U-turn and continue on {name}"),
        ],
        "merge": [
            "default": p("Merge {modifier}"), "straight": p("Merge"), "slight left": p("Merge left"),
            "sharp left": p("Merge left"), "slight right": p("Merge right"), "sharp right": p("Merge right"),
            "uturn": uturn,
        ],
        "on ramp": ramp,
        "off ramp": ramp,
        "fork": [
            "default": p("Keep {modifier} at the fork", "Keep {modifier} onto {name}"),
            "slight left": p("Keep left at the fork", "Keep left onto {name}"),
            "left": p("Keep left at the fork", "Keep left onto {name}"),
            "slight right": p("Keep right at the fork", "Keep right onto {name}"),
            "right": p("Keep right at the fork", "Keep right onto {name}"),
            "straight": p("Keep straight at the fork", "Keep straight onto {name}"),
            "sharp left": p("Take a sharp left at the fork", "Take a sharp left onto {name}"),
            "sharp right": p("Take a sharp right at the fork", "Take a sharp right onto {name}"), "uturn": uturn,
        ],
        "end of road": [
            "default": p("At the end of the road, turn {modifier}"),
            "straight": p("At the end of the road, continue straight"),
            "uturn": p("At the end of the road, make a U-turn"),
        ],
        "roundabout turn": [
            "default": p("At the roundabout, make a {modifier}"), "left": p("At the roundabout, turn left"),
            "right": p("At the roundabout, turn right"), "straight": p("At the roundabout, continue straight"),
            "uturn": p("At the roundabout, make a U-turn"),
        ],
        "exit roundabout": exitRoundabout,
        "exit rotary": exitRoundabout,
        "notification": [
            "default": p("Continue {modifier}"), "straight": p("Continue straight", "Continue on {name}"), "uturn": uturn,
        ],
        "use lane": ["default": p("Keep {modifier}"), "straight": p("Continue straight", "Continue on {name}"), "uturn": uturn],
    ]
}
