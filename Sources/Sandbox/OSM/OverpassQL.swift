import Foundation

/// The part of Overpass QL the sandbox answers, read as Overpass would: `[out:json]`, a union of
/// `nwr[TAG FILTERS](around:R,LAT,LON);` statements or one `node|way|relation(ID);`, then `out center tags;`; then
/// optionally `is_in(LAT,LON)` or `is_in` of the elements found, and `area.SET[TAG FILTERS]` statements, whose areas
/// (`SandboxArea`) are answered where the query asks for them: before the elements when `is_in` of a point comes
/// first, as Overpass prints each `out` in turn; `way.SET[...]` selects the closed ways `is_in` also finds. Tag
/// filters: `["k"]`, `["k"="v"]`, `["k"~"regex"]`, `["k"~"regex",i]`. `(around:foo)` is accepted and finds nothing, as on
/// the real server. Anything else is a 400, as Overpass answers a query it cannot parse.
struct OverpassQL {
    struct Filter {
        let key: String
        let match: Match?

        enum Match {
            case equals(String)
            case regex(NSRegularExpression)
        }

        func admits(_ tags: [String: String]) -> Bool {
            guard let value = tags[key] else { return false }
            switch match {
            case nil: return true
            case .equals(let expected): return value == expected
            case .regex(let regex):
                return regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
            }
        }
    }

    enum Statement {
        /// Within `radius` of a point, or of the line through several (`around:R,LAT1,LON1,LAT2,LON2,...`).
        case around(filters: [Filter], radius: Double, points: [(Double, Double)])
        case element(type: String, id: Int64)
        /// `(around:foo)`: the real server accepts it and answers no elements.
        case nothing
    }

    /// `area.SET[...]` (areas only), `way.SET[...]` or `nwr.SET[...]` (the closed ways `is_in` found).
    struct SetStatement {
        let type: String
        let filters: [Filter]

        func selects(_ area: SandboxArea) -> Bool {
            (type == "area" ? area.elementType == "area" : area.elementType == "way")
                && filters.allSatisfy { $0.admits(area.tags) }
        }
    }

    /// Where `is_in` looks: a point, or the elements found (`nil` point); nil when the query has no `is_in`.
    enum AreaLookup {
        case point(latitude: Double, longitude: Double)
        case elementsFound
    }

    let statements: [Statement]
    let timeout: Int?
    let areaLookup: AreaLookup?
    /// The statements over `is_in`'s set: an area (or closed way) is answered when one selects it.
    let setStatements: [SetStatement]
    /// The areas are printed before the elements (the query's `is_in` comes before its `out center tags;`).
    let areasFirst: Bool
    /// `foreach.regions->.region((.places; - nwr.places(area.region);)->.outside;.region out ids;.outside out ids;);`:
    /// after the areas, each one's id and the elements found outside it.
    let listsOutside: Bool

    init?(_ text: String) {
        guard text.contains("[out:json]"), text.contains("out center tags;") else { return nil }
        let timeout = Self.matches(#"\[timeout:(\d+)\]"#, in: text).first.flatMap { Int($0[1]) }
        var statements: [Statement] = []
        for match in Self.matches(#"nwr((?:\[[^\]]*\])*)\(around:([^)]*)\);"#, in: text) {
            let arguments = match[2].split(separator: ",", omittingEmptySubsequences: false)
            let numbers = arguments.dropFirst().compactMap { Double($0) }
            guard let filters = Self.filters(match[1]) else { return nil }
            guard let radius = arguments.first.flatMap({ Double($0) }), numbers.count == arguments.count - 1,
                numbers.count >= 2, numbers.count.isMultiple(of: 2)
            else {
                statements.append(.nothing)
                continue
            }
            let points = stride(from: 0, to: numbers.count, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
            statements.append(.around(filters: filters, radius: radius, points: points))
        }
        for match in Self.matches(#"(?m)^(node|way|relation)\((\d+)\);"#, in: text) {
            guard let id = Int64(match[2]) else { return nil }
            statements.append(.element(type: match[1], id: id))
        }
        guard !statements.isEmpty else { return nil }
        self.statements = statements
        self.timeout = timeout
        if let point = Self.matches(#"is_in\((-?[0-9.]+),(-?[0-9.]+)\)"#, in: text).first {
            guard let latitude = Double(point[1]), let longitude = Double(point[2]) else { return nil }
            areaLookup = .point(latitude: latitude, longitude: longitude)
        } else {
            areaLookup = text.contains("is_in") ? .elementsFound : nil
        }
        var setStatements: [SetStatement] = []
        for match in Self.matches(#"(area|way|nwr)\.\w+((?:\[[^\]]*\])+);"#, in: text) {
            guard let filters = Self.filters(match[2]) else { return nil }
            setStatements.append(SetStatement(type: match[1], filters: filters))
        }
        self.setStatements = setStatements
        listsOutside = !Self.matches(#"foreach\.\w+->\.(\w+)\(\(\.\w+; - nwr\.\w+\(area\.\1\);\)"#, in: text).isEmpty
        areasFirst =
            (text.range(of: "is_in").map(\.lowerBound) ?? text.endIndex)
            < (text.range(of: "out center tags;").map(\.lowerBound) ?? text.endIndex)
    }

    private static func filters(_ text: String) -> [Filter]? {
        let pattern = #"\["((?:[^"\\]|\\.)*)"(?:(=|~)"((?:[^"\\]|\\.)*)"(,i)?)?\]"#
        let found = matches(pattern, in: text)
        guard found.map({ $0[0] }).joined() == text else { return nil }
        return found.map { match in
            let key = unescape(match[1])
            guard !match[2].isEmpty else { return Filter(key: key, match: nil) }
            let value = unescape(match[3])
            if match[2] == "=" { return Filter(key: key, match: .equals(value)) }
            let options: NSRegularExpression.Options = match[4].isEmpty ? [] : [.caseInsensitive]
            guard let regex = try? NSRegularExpression(pattern: value, options: options) else {
                return Filter(key: key, match: .equals("\u{0}never"))
            }
            return Filter(key: key, match: .regex(regex))
        }
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// Each match's groups as strings ("" for a group that did not take part).
    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
