import Domain

/// `route --format html`: the route as a map page (`MapPage`): its line and the place, the steps beside the map. A
/// route from Google (Routes API) is listed as steps only, and a place only Google knows has no marker: Google's
/// terms allow its content on a Google map only.
public enum RouteHTMLRenderer {
    public static func render(_ trip: RouteTrip, settings: MapPageSettings) throws -> String {
        let travel = NearbyFormatters.travel(TravelTime(mode: trip.route.mode, seconds: trip.route.seconds, meters: nil))
        let summary = "\(travel) \(RouteWords.verb(trip.route.mode)), \(NearbyFormatters.distance(meters: trip.route.meters))"
        var page = MapPage(title: "foodybite: the route to \(trip.name)", notes: [summary], tiles: settings.tiles)
        if let onArrival = trip.onArrival {
            page.notes.append("Arrive \(onArrival.momentText): \(RouteWords.state(onArrival))")
        }
        if settings.drawsRoute {
            page.line = trip.line
        } else {
            page.notes.append("The route is not drawn: Google's terms show its routes on a Google map only.")
        }
        let isGoogles = PlacesProvider.of(placeID: trip.placeID) == .google
        page.places = [
            MapPage.Place(
                id: trip.placeID, name: trip.name, latitude: trip.destination.latitude,
                longitude: trip.destination.longitude, mapped: !isGoogles,
                facts: [MapPage.Fact(label: "Route", text: summary, key: "route")])
        ]
        page.steps = trip.route.steps.map { step in
            step.instruction + (step.meters.flatMap { $0 > 0 ? " (\(NearbyFormatters.distance(meters: $0)))" : nil } ?? "")
        }
        page.credits = settings.credits + (isGoogles ? ["Place from Google Maps."] : [])
        return try page.render(with: try settings.requiredLibrary())
    }
}
