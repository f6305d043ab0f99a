import Domain
import Foundation
import MCP
import Presentation

/// Each tool's door (`NearbyDoor`, `DetailsDoor`, `SearchDoor`, `RouteDoor`, `ReviewsDoor`), run with the call's
/// arguments, and what it found as the tool's answer, notes and credits.
extension ToolCall {
    /// The tool's door, run with the call's arguments.
    func call(_ tool: FoodybiteTool, _ arguments: [String: Value], _ door: DoorCall, pages: MapShelf) async throws
        -> CallTool.Result
    {
        let console = door.console
        let found: Result<(Value, [String], [String]), DoorFailure>
        /// The answer's map page (`nearby`, `route`), made in the call's conventions.
        var page: MapPage?
        switch tool.tool.name {
        case "nearby":
            // The arguments read in the call's language and units, as the search is run (a refusal says the radius's
            // limits in the units the call asked for).
            let given = arguments.mapValues(Self.argument)
            let outcome = await door { services in
                do {
                    return await NearbyDoor.run(try NearbyArgument.form(given), services: services).map {
                        ($0, MapPage.of($0, door: door))
                    }
                } catch {
                    return .failure(DoorFailure(error, secrets: []))  // a usage error: the arguments' words, no secret
                }
            }
            page = try? outcome.get().1
            found = outcome.map(\.0).map { found in
                let places = found.rows.map(AssistantPlace.init)
                let credits = (found.credits + places.compactMap(\.credit)).reduce(into: [String]()) {
                    if !$0.contains($1) { $0.append($1) }
                }
                return (Value.array(places.map(\.value)), console.errors + found.notes, credits)
            }
        case "details":
            let (placeID, offline, openAt) = (
                arguments["place_id"]?.stringValue ?? "", arguments["offline"]?.boolValue ?? false,
                arguments["open_at"]?.stringValue
            )
            found = await door { services in
                await DoorFailure.catching(services) {
                    let (model, owner) = try await DetailsDoor.details(
                        placeID: placeID, source: PlacesSource(api: nil, cache: .init(offline: offline, noCache: false)),
                        server: nil, openAt: try openAt.map(OpenAtArgument.moment), services: services)
                    return JSONValue.object(PlaceDetailsRecord(model: model, owner: owner).fields)
                }
            }
            .map { (Value($0), console.told, []) }
        case "search":
            if let half = Self.halfPoint(arguments) { return Self.failure(half) }
            let (text, near, radius, provider) = (
                arguments["text"]?.stringValue ?? "", Self.location(arguments), arguments["radius"]?.intValue,
                arguments["provider"]?.stringValue
            )
            found = await door { services in
                await DoorFailure.catching(services) {
                    try await SearchDoor.matches(
                        text, near: near, radius: radius,
                        session: try services.makeSearchSession(nil, try provider.map(SearchDoor.choice)), services: services
                    ).map(PlaceMatchRecord.fields)
                }
            }
            .map { (Value.array($0.map(Value.init)), console.told, []) }
        case "route":
            if let half = Self.halfPoint(arguments) { return Self.failure(half) }
            let travel = arguments["travel"]?.stringValue.flatMap(TravelMode.init(rawValue:)) ?? .walk
            let (placeID, from, near) = (
                arguments["place_id"]?.stringValue ?? "", Self.location(arguments), arguments["near"]?.stringValue
            )
            let outcome = await door { services in
                await DoorFailure.catching(services) {
                    let trip = try await RouteDoor.trip(
                        to: placeID, from: LocationRequest(explicit: from, near: near, api: nil), travel: travel, api: nil,
                        services: services)
                    return (trip, MapPage.of(trip, to: placeID, door: door, services: services))
                }
            }
            page = try? outcome.get().1
            found = outcome.map { (AssistantRoute(trip: $0.0).value, console.told, []) }
        case "reviews":
            let placeID = arguments["place_id"]?.stringValue
            found = await door { services in
                await DoorFailure.catching(services) {
                    try await ReviewsDoor.rows(of: placeID, server: nil, services: services).map { ReviewRecord($0).fields }
                }
            }
            .map { (Value.array($0.map { Value(.object($0)) }), console.told, []) }
        default:
            let (placeID, stars, text) = (
                arguments["place_id"]?.stringValue ?? "", arguments["stars"]?.intValue ?? 0, arguments["text"]?.stringValue ?? ""
            )
            found = await door { await ReviewsDoor.add(placeID: placeID, stars: stars, text: text, services: $0) }
                .map { (Value.string($0), console.told, []) }
        }
        var link: (uri: String, title: String)?
        if let page, case .success = found { link = (await pages.add(page), page.title) }
        return try answer(tool, found, arguments, page: link)
    }

    /// What is wrong when only one of `latitude` and `longitude` is given (nearby's rule, for every tool).
    static func halfPoint(_ arguments: [String: Value]) -> String? {
        (arguments["latitude"] == nil) == (arguments["longitude"] == nil) ? nil : "give latitude and longitude together"
    }

    /// The point `latitude` and `longitude` give, when both do.
    static func location(_ arguments: [String: Value]) -> Location? {
        guard let latitude = arguments["latitude"].flatMap(number), let longitude = arguments["longitude"].flatMap(number)
        else { return nil }
        return Location(latitude: latitude, longitude: longitude)
    }

    static func number(_ value: Value) -> Double? {
        value.doubleValue ?? value.intValue.map(Double.init)
    }

    /// A checked argument as the typed door takes it.
    static func argument(_ value: Value) -> NearbyArgument.Given {
        switch value {
        case .bool(let flag): .flag(flag)
        case .int(let number): .number(Double(number))
        case .double(let number): .number(number)
        case .array(let items): .texts(items.compactMap(\.stringValue))
        default: .text(value.stringValue ?? "")
        }
    }
}
