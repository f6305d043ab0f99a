import Foundation
import XCTest

/// An element of the sandbox's Overpass answer: `osm:type/id` and its tags.
struct SandboxElement {
    let id: String
    let tags: [String: String]

    var isNamed: Bool { tags["name"] != nil }

    /// Every place element (restaurants, fast food, cafés, bars, pubs, bakeries) a sandbox's Overpass has in a circle,
    /// asked of it directly.
    static func all(in sandbox: SandboxProcess, around centre: String, radius: Int) throws -> [SandboxElement] {
        let query = """
            [out:json][timeout:10];(nwr["amenity"~"^(restaurant|fast_food|cafe|bar|pub)$"](around:\(radius),\(centre));\
            nwr["shop"="bakery"](around:\(radius),\(centre)););out center tags;
            """
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let url = sandbox.baseURL + "/api/interpreter?data=" + (query.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        let answer = try HTTP.blocking("GET", url)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
        return (object["elements"] as? [[String: Any]] ?? []).compactMap { element -> SandboxElement? in
            guard let type = element["type"] as? String,
                let id = element["id"] as? Int64 ?? (element["id"] as? Int).map(Int64.init)
            else { return nil }
            return SandboxElement(id: "osm:\(type)/\(id)", tags: element["tags"] as? [String: String] ?? [:])
        }
    }
}
