/// An OSRM step in words, from its maneuver (`type`, `modifier`) and the road's name: "Head north on Rue X",
/// "Turn left onto Rue Y", "Arrive at the place". OSRM gives no text of its own (its clients word it).
enum OSRMInstruction {
    static func text(type: String?, modifier: String?, name: String?) -> String {
        let onto = name.map { " onto \($0)" } ?? ""
        let direction = modifier.map { " \($0)" } ?? ""
        switch type {
        case "depart": return "Head" + direction + (name.map { " on \($0)" } ?? "")
        case "arrive": return "Arrive at the place" + (modifier.map { ", on the \($0)" } ?? "")
        case "turn", "end of road", "fork": return "Turn" + direction + onto
        case "continue", "new name", "notification": return "Continue" + direction + onto
        case "roundabout", "rotary", "roundabout turn": return "At the roundabout, take the exit" + onto
        case "merge", "on ramp", "off ramp": return "Merge" + direction + onto
        default: return "Continue" + onto
        }
    }
}
