import Domain
import Presentation

/// An answer's map page for `MapPages`: the self-contained page `--format html` writes for the same answer, with the
/// host's tiles and library, made when it is first read (a host that shows no MCP App never costs the server a page)
/// in the call's conventions; nil where there is none to make (no place, a tile setting that is wrong: the answer
/// itself says nothing of it), and the page nil in a build without Leaflet.
struct MapPage: Sendable {
    let title: String
    let render: @Sendable () -> String?

    static func of(_ answer: NearbyDoor.Answer, door: DoorCall) -> MapPage? {
        guard !answer.rows.isEmpty, var settings = try? door.host.mapPageParts(console: door.console) else { return nil }
        (settings.credits, settings.notes) = (answer.credits, answer.answerNotes)
        let (conventions, rows, area) = (Conventions.current, answer.rows, answer.searchArea)
        return MapPage(title: rows.count == 1 ? "1 place on a map" : "\(rows.count) places on a map") { [settings] in
            Conventions.$current.withValue(conventions) {
                try? NearbyHTMLRenderer.render(rows, searchArea: area, settings: settings)
            }
        }
    }

    static func of(_ trip: RouteTrip, to placeID: String, door: DoorCall, services: DoorServices) -> MapPage? {
        guard var settings = try? door.host.mapPageParts(console: door.console) else { return nil }
        (settings.credits, settings.drawsRoute) = RouteDoor.credits(to: placeID, services: services)
        let conventions = Conventions.current
        return MapPage(title: "The route on a map") { [settings] in
            Conventions.$current.withValue(conventions) { try? RouteHTMLRenderer.render(trip, settings: settings) }
        }
    }
}
