import Domain
import Presentation

/// An answer's map page for `MapPages`: the self-contained page `--format html` writes for the same answer, made in
/// the call's conventions with the host's tiles and library; nil where there is none to make (no place, a build
/// without Leaflet, a tile setting that is wrong: the answer itself says nothing of it).
struct MapPage: Sendable {
    let html: String
    let title: String

    static func of(_ answer: NearbyDoor.Answer, door: DoorCall) -> MapPage? {
        guard !answer.rows.isEmpty, var settings = try? door.host.mapPageParts(console: door.console) else { return nil }
        (settings.credits, settings.notes) = (answer.credits, answer.answerNotes)
        guard
            let html = try? NearbyHTMLRenderer.render(answer.rows, searchArea: answer.searchArea, settings: settings)
        else { return nil }
        return MapPage(html: html, title: answer.rows.count == 1 ? "1 place on a map" : "\(answer.rows.count) places on a map")
    }

    static func of(_ trip: RouteTrip, to placeID: String, door: DoorCall, services: DoorServices) -> MapPage? {
        guard var settings = try? door.host.mapPageParts(console: door.console) else { return nil }
        (settings.credits, settings.drawsRoute) = RouteDoor.credits(to: placeID, services: services)
        guard let html = try? RouteHTMLRenderer.render(trip, settings: settings) else { return nil }
        return MapPage(html: html, title: "The route on a map")
    }
}
