import Domain
import Foundation

/// `nearby --format html`: the answer as a map page (`MapPage`): a marker and a row per place, the circle searched or
/// `--along`'s route and corridor, and the credits every provider's terms ask for. A place only Google knows is
/// listed but has no marker: Google's terms allow its places on a Google map only, and the page's map is not one.
public enum NearbyHTMLRenderer {
    public static func render(
        _ rows: [NearbyPlaceViewModel], searchArea: (center: Location, radiusMeters: Int)?, settings: MapPageSettings,
        changes: [String]? = nil
    ) throws -> String {
        var page = MapPage(
            title: title(rows.count, searchArea: searchArea, along: settings.corridor != nil), tiles: settings.tiles)
        page.notes = settings.notes
        page.places = rows.enumerated().map { index, row in
            place(row, change: changes.flatMap { index < $0.count ? $0[index] : nil })
        }
        if let corridor = settings.corridor {
            if settings.drawsRoute {
                page.line = corridor.path
                page.corridor = corridor.width
            } else {
                page.notes.append("The route is not drawn: Google's terms show its routes on a Google map only.")
            }
        } else if let searchArea {
            page.centre = searchArea.center
            page.radius = searchArea.radiusMeters
        }
        page.credits = settings.credits + providerCredits(rows)
        return try page.render(with: try settings.requiredLibrary())
    }

    /// The row's facts, as its table row says them.
    static func place(_ row: NearbyPlaceViewModel, change: String? = nil) -> MapPage.Place {
        let open = row.openMomentText.isEmpty ? row.openText : "at \(row.openMomentText): \(row.openText)"
        // No rating (map data has none): nothing, not the table's dash.
        let rating = row.rating == nil ? "" : [row.starsText, row.ratingText].filter { !$0.isEmpty }.joined(separator: " ")
        let travel = row.travel.flatMap { travel in row.travelText.isEmpty ? nil : "\(row.travelText) \(travel.mode.rawValue)" }
        let facts = [
            MapPage.Fact(label: "Change", text: change ?? "", key: "change"),
            MapPage.Fact(label: "Rating", text: rating, key: "rating"),
            MapPage.Fact(label: "Distance", text: row.distanceText, key: "distance"),
            MapPage.Fact(label: "Travel", text: travel ?? "", key: "travel"),
            MapPage.Fact(label: "Open", text: open, key: "open"),
            MapPage.Fact(label: "Kind", text: row.kind ?? "", key: "kind"),
            MapPage.Fact(label: "From", text: row.sources.map(\.provider.rawValue).joined(separator: ", "), key: "providers"),
            MapPage.Fact(label: "Address", text: row.addressText, key: "address"),
        ]
        let mapped = row.sources.isEmpty || row.sources.contains { $0.provider != .google }
        return MapPage.Place(
            id: row.placeID, name: row.shownName, latitude: row.latitude, longitude: row.longitude, mapped: mapped,
            facts: facts)
    }

    /// What Google's and Foursquare's terms ask of a page that shows their places (OpenStreetMap's credit comes with
    /// the answer's).
    static func providerCredits(_ rows: [NearbyPlaceViewModel]) -> [String] {
        let providers = Set(rows.flatMap { $0.sources.map(\.provider) })
        var credits: [String] = []
        if providers.contains(.google) { credits.append("Places from Google Maps.") }
        if providers.contains(.foursquare) { credits.append("Places powered by Foursquare.") }
        return credits
    }

    private static func title(_ count: Int, searchArea: (center: Location, radiusMeters: Int)?, along: Bool) -> String {
        let places = count == 1 ? "1 place" : "\(count) places"
        if along { return "foodybite: \(places) along the route" }
        guard let searchArea else { return "foodybite: \(places)" }
        let centre = String(format: "%.5f, %.5f", searchArea.center.latitude, searchArea.center.longitude)
        return "foodybite: \(places) within \(NearbyFormatters.distance(meters: searchArea.radiusMeters)) of \(centre)"
    }
}
