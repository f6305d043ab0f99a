import Domain

extension OSMKit {
    /// OpenStreetMap: map data (diets, wheelchair, seats outside, hours as written), no ratings, reviews or photos,
    /// and the credit its licence (ODbL) asks for wherever its data is shown.
    public static let descriptor = PlacesProviderDescriptor(
        .osm, name: "OpenStreetMap", shortName: "OpenStreetMap", ratesPlaces: false, hasAttributes: true, hours: .judgedHere(),
        attribution: "© OpenStreetMap contributors (ODbL: https://www.openstreetmap.org/copyright)",
        idForm: "osm:node/123, osm:way/123 or osm:relation/123")
}
