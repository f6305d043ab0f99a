import Foundation

/// The `link` response header of a Foursquare search: `<URL>; rel="next"` when there is a next page. URLs are read
/// between their angle brackets (a URL may hold commas, which also separate links).
enum FoursquareLink {
    static func next(_ header: String) -> URL? {
        var rest = Substring(header.prefix(8192))
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let target = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let parameters = rest.prefix { $0 != "<" }.lowercased().replacingOccurrences(of: " ", with: "")
            if parameters.contains("rel=\"next\"") || parameters.contains("rel=next") { return URL(string: String(target)) }
        }
        return nil
    }
}
