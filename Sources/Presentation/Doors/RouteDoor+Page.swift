import Domain

extension RouteDoor {
    /// The credits a trip to `placeID` asks for (its place's data, and the route's: OSRM's routes are OpenStreetMap's),
    /// each once, and whether its route may be drawn on the page's OpenStreetMap map (only an OpenStreetMap route:
    /// Google's terms show its routes on a Google map only).
    public static func credits(to placeID: String, services: DoorServices) -> (credits: [String], drawsRoute: Bool) {
        let routeCredit = services.routerAttribution()
        let credits = Set([services.providers.owner(of: placeID).attribution, routeCredit].compactMap { $0 })
        return (credits.sorted(), routeCredit?.contains("OpenStreetMap") == true)
    }
}
