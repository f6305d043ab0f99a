import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A place's hours as the sandbox's Places API (New) gives them, asked of it directly (`GET /v1/places/ID`), and
/// written as OpenStreetMap's `opening_hours` so that opening-hours-py (an independent evaluator) can judge them: the
/// regular week day by day ("Tu 18:00-02:00"), then each special day of the coming seven ("2026 Dec 25 off",
/// "2026 Dec 24 11:00-15:00"), later rules overriding earlier ones as the specification says.
enum GoogleHoursAsWritten {
    static func hours(of placeID: String, in sandbox: SandboxProcess) throws -> String? {
        guard let url = URL(string: sandbox.baseURL + "/v1/places/" + placeID) else { return nil }
        var request = URLRequest(url: url)
        request.setValue("sandbox-key", forHTTPHeaderField: "X-Goog-Api-Key")
        request.setValue("regularOpeningHours,currentOpeningHours,timeZone", forHTTPHeaderField: "X-Goog-FieldMask")
        let object = try JSONSerialization.jsonObject(with: HTTP.blocking(request)) as? [String: Any]
        return written(object ?? [:])
    }

    static func written(_ place: [String: Any]) -> String? {
        let names = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
        guard let regular = (place["regularOpeningHours"] as? [String: Any])?["periods"] as? [[String: Any]] else {
            return nil
        }
        if regular.contains(where: { $0["close"] == nil }) { return "24/7" + specials(place) }
        var days: [Int: [String]] = [:]
        for period in regular {
            guard let open = period["open"] as? [String: Any], let close = period["close"] as? [String: Any],
                let day = open["day"] as? Int
            else { continue }
            days[day, default: []].append(clock(open) + "-" + clock(close))
        }
        let rules = days.keys.sorted().map { names[$0] + " " + (days[$0] ?? []).joined(separator: ",") }
        return rules.joined(separator: "; ") + specials(place)
    }

    private static func specials(_ place: [String: Any]) -> String {
        let current = place["currentOpeningHours"] as? [String: Any]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var rules: [String] = []
        for special in current?["specialDays"] as? [[String: Any]] ?? [] {
            guard let date = special["date"] as? [String: Int], let year = date["year"], let month = date["month"],
                let day = date["day"]
            else { continue }
            let spans = (current?["periods"] as? [[String: Any]] ?? []).filter {
                (($0["open"] as? [String: Any])?["date"] as? [String: Int]) == date
            }.compactMap { period -> String? in
                guard let open = period["open"] as? [String: Any], let close = period["close"] as? [String: Any] else {
                    return nil
                }
                return clock(open) + "-" + clock(close)
            }
            rules.append("\(year) \(months[month - 1]) \(day) " + (spans.isEmpty ? "off" : spans.joined(separator: ",")))
        }
        return rules.map { "; " + $0 }.joined()
    }

    private static func clock(_ point: [String: Any]) -> String {
        String(format: "%02d:%02d", point["hour"] as? Int ?? 0, point["minute"] as? Int ?? 0)
    }
}
