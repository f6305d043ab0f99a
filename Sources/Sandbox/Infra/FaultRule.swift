import Foundation

/// One injected fault: which requests it hits (`[METHOD ]GLOB` on the path), what it does, how many times.
/// Written `PATTERN=KIND[:ARG][*COUNT]`, e.g. `POST /v1/places:searchNearby=503*2`,
/// `/maps/api/place/*=latency:3s`, `*=429:30` (Retry-After 30), `/review=hang`, `*=truncate`, `*=nonjson`,
/// `POST /review=lost` (handled, then answered 502). Hostile answers: `redirect:URL` (307 to URL + the request's
/// path), `huge` (a 12 MiB JSON body), `body:FILE` (the file's bytes as JSON; gzip-encoded when FILE
/// ends in .gz), `endless-pages` (a legacy search that always has a next page), `drip[:INTERVAL]` (one byte every
/// INTERVAL, 500 ms by default, of a body that never ends), `remark` (Overpass's 200 whose query timed out),
/// `pieces:N[:FILE]` (the answer, or FILE's bytes as JSON, sent chunked in pieces of N bytes).
struct FaultRule: Sendable, Equatable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        case latency(Duration)
        case status(Int, retryAfter: Int?)
        case hang
        case truncate
        case nonJSON
        /// The request is handled (its effects happen), then the answer is lost: a 502 comes back instead.
        case lostResponse
        case redirect(String)
        case huge
        case body(String)
        case endlessPages
        /// A 200 that promises a large body and sends one byte every interval: never idle, never done.
        case drip(Duration)
        /// Overpass's answer to a query that ran out of time: a 200 with no elements and a `remark`.
        case remark
        /// The answer (or a file's bytes) sent chunked, in pieces of this many bytes.
        case pieces(Int, file: String?)
    }

    let method: String?
    let pathGlob: String
    let kind: Kind
    /// Times it still applies; nil: every time.
    var remaining: Int?

    init?(_ text: String) {
        guard let equals = text.lastIndex(of: "=") else { return nil }
        let pattern = text[..<equals].trimmingCharacters(in: .whitespaces)
        var action = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        if let star = action.lastIndex(of: "*") {
            guard let count = Int(action[action.index(after: star)...]), count > 0 else { return nil }
            remaining = count
            action = String(action[..<star])
        } else {
            remaining = nil
        }
        let parts = pattern.split(separator: " ", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            method = parts[0].uppercased()
            pathGlob = parts[1]
        } else {
            method = nil
            pathGlob = pattern.isEmpty ? "*" : pattern
        }
        guard let kind = Self.kind(action) else { return nil }
        self.kind = kind
    }

    private static func kind(_ action: String) -> Kind? {
        let parts = action.split(separator: ":", maxSplits: 1).map(String.init)
        switch parts[0] {
        case "latency":
            guard parts.count == 2, let duration = DurationArgument(argument: parts[1]) else { return nil }
            return .latency(duration.duration)
        case "hang": return .hang
        case "truncate": return .truncate
        case "nonjson": return .nonJSON
        case "lost": return .lostResponse
        case "redirect": return parts.count == 2 ? .redirect(parts[1]) : nil
        case "huge": return .huge
        case "body": return parts.count == 2 ? .body(parts[1]) : nil
        case "endless-pages": return .endlessPages
        case "remark": return .remark
        case "pieces":
            guard parts.count == 2 else { return nil }
            let argument = parts[1].split(separator: ":", maxSplits: 1).map(String.init)
            guard let size = Int(argument[0]), size > 0 else { return nil }
            return .pieces(size, file: argument.count == 2 ? argument[1] : nil)
        case "drip":
            return .drip(
                parts.count == 2 ? (DurationArgument(argument: parts[1])?.duration ?? .milliseconds(500)) : .milliseconds(500))
        default:
            guard let code = Int(parts[0]), (400...599).contains(code) else { return nil }
            return .status(code, retryAfter: parts.count == 2 ? Int(parts[1]) : nil)
        }
    }

    func matches(method requestMethod: String, path: String) -> Bool {
        if let method, method != requestMethod { return false }
        return Glob.matches(pathGlob, path)
    }

    var description: String {
        let count = remaining.map { "*\($0)" } ?? ""
        return "\(method.map { "\($0) " } ?? "")\(pathGlob)=\(kind)\(count)"
    }
}

/// `*` matches any run of characters (including `/`); everything else matches itself.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern)
        let t = Array(text)
        var (pi, ti, star, mark) = (0, 0, -1, 0)
        while ti < t.count {
            if pi < p.count, p[pi] == t[ti] {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
