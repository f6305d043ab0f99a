import Foundation

/// The `link` response header of a Foursquare search: `<URL>; rel="next"` when there is a next page.
enum FoursquareLink {
    static func next(_ header: String) -> URL? {
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let target = pieces.first, target.hasPrefix("<"), target.hasSuffix(">"),
                pieces.dropFirst().contains(where: { $0.replacingOccurrences(of: " ", with: "").lowercased() == "rel=\"next\"" })
            else { continue }
            return URL(string: String(target.dropFirst().dropLast()))
        }
        return nil
    }
}
