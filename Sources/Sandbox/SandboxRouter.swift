import FlyingFox
import Foundation

/// Dispatches every request: faults first, then the admin routes, Google (new, legacy), the Foodybite server,
/// geolocation and images; anything else is the server's 404.
struct SandboxRouter: Sendable {
    let newPlaces: NewPlacesAPI
    let legacyPlaces: LegacyPlacesAPI
    let foursquare: FoursquarePlacesAPI
    let openStreetMap: OpenStreetMapAPI
    let routesMatrix: RoutesMatrixAPI
    let osrm: OSRMAPI
    let server: FoodybiteServerAPI
    let faults: FaultInjector
    let clock: SandboxClock
    let dataset: Dataset
    let geoIPLocation: (Double, Double)
    let image: Data
    let baseURL: String
    let contracts: ServiceContracts
    let log = RequestLog()
    let dispatcher = OverpassDispatcher()

    func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let context = await RequestContext.make(request, baseURL: baseURL)
        if context.path.hasPrefix("/sandbox/faults") { return admin(context) }
        if context.path == "/sandbox/requests" { return Reply.json(["requests": log.all]) }
        if context.path == "/sandbox/violations" { return Reply.json(["violations": contracts.log.all]) }
        if context.path == "/sandbox/clock" { return moveClock(context) }
        if context.path == "/sandbox/places" { return changePlace(context) }
        if context.path == "/sandbox/dataset" { return DatasetListing.json(dataset, provider: context.query["provider"]) }
        log.record(context)
        // Overpass's dispatcher: a fourth copy of a query running is refused before anything else.
        let overpassQuery = context.path == "/api/interpreter" ? OpenStreetMapAPI.queryText(context) : nil
        if let overpassQuery {
            guard dispatcher.enter(overpassQuery) else {
                return Reply.raw(
                    OverpassAnswer.duplicateQueryPage, status: 200, headers: ["Content-Type": "text/html; charset=utf-8"])
            }
        }
        let response = await faults.apply(faults.take(method: context.method, path: context.path), request: context) {
            route(context)
        }
        if let overpassQuery { dispatcher.leave(overpassQuery) }
        return response
    }

    private func route(_ request: RequestContext) -> HTTPResponse {
        if let refusal = contracts.refusal(request) { return refusal }
        if let response = newPlaces.handle(request) ?? legacyPlaces.handle(request) ?? foursquare.handle(request)
            ?? openStreetMap.handle(request) ?? routesMatrix.handle(request) ?? osrm.handle(request)
            ?? server.handle(request)
        {
            return response
        }
        switch (request.method, request.path) {
        case ("GET", "/geoip/json"), ("GET", "/json"):
            return Reply.json([
                "ip": "127.0.0.1", "city": "Sandbox", "region": "Loopback", "country": "ZZ",
                "loc": String(format: "%.4f,%.4f", geoIPLocation.0, geoIPLocation.1), "timezone": "UTC",
            ])
        case ("GET", _) where request.path.hasPrefix("/sandbox/images/"):
            return Reply.raw(image, status: 200, headers: ["Content-Type": "image/jpeg"])
        case ("GET", "/sandbox/health"):
            return Reply.json(["status": "ok"])
        default:
            return Reply.serverError(404, "Not Found")
        }
    }

    /// `POST /sandbox/clock {"advance": "3s"}` moves the sandbox's time on (token expiry, page tokens, latency
    /// faults); `GET` tells how far it has been moved.
    private func moveClock(_ request: RequestContext) -> HTTPResponse {
        switch request.method {
        case "GET":
            return Reply.json(["offsetSeconds": clock.advance(by: .zero)])
        case "POST":
            if let text = request.jsonBody?["at"] as? String {
                guard let instant = ISO8601DateFormatter().date(from: text) else {
                    return Reply.serverError(400, "expected {\"at\": \"2026-12-22T09:00:00Z\"}")
                }
                return Reply.json(["offsetSeconds": clock.set(to: instant)])
            }
            guard let text = request.jsonBody?["advance"] as? String, let step = DurationArgument(argument: text) else {
                return Reply.serverError(400, "expected {\"advance\": \"DURATION\"} (e.g. \"3s\", \"500ms\")")
            }
            return Reply.json(["offsetSeconds": clock.advance(by: step.duration)])
        default:
            return Reply.serverError(404, "Not Found")
        }
    }

    /// `POST /sandbox/places {"id": ID, "rating": 4.9, "businessStatus": "CLOSED_PERMANENTLY", "types": [...],
    /// "removed": true}`
    /// changes one place of the data set (any of the three), for every later request.
    private func changePlace(_ request: RequestContext) -> HTTPResponse {
        guard request.method == "POST", let body = request.jsonBody, let id = body["id"] as? String else {
            return Reply.serverError(400, "expected POST {\"id\": ID, \"rating\"?, \"businessStatus\"?, \"removed\"?}")
        }
        let change = Dataset.Change(
            id: id, rating: (body["rating"] as? NSNumber)?.doubleValue, businessStatus: body["businessStatus"] as? String,
            types: body["types"] as? [String], removed: body["removed"] as? Bool)
        guard dataset.apply(change) else { return Reply.serverError(404, "no place \(id)") }
        return Reply.json(["changed": id])
    }

    /// `GET /sandbox/faults` lists, `POST` adds (`{"rule": "PATTERN=KIND[:ARG][*COUNT]"}`), `DELETE` clears.
    private func admin(_ request: RequestContext) -> HTTPResponse {
        switch request.method {
        case "GET":
            return Reply.json(["faults": faults.current.map(\.description)])
        case "POST":
            guard let text = request.jsonBody?["rule"] as? String, let rule = FaultRule(text) else {
                return Reply.serverError(400, "expected {\"rule\": \"PATTERN=KIND[:ARG][*COUNT]\"}")
            }
            faults.add(rule)
            return Reply.json(["faults": faults.current.map(\.description)], status: 201)
        case "DELETE":
            faults.clear()
            return Reply.empty(status: 200)
        default:
            return Reply.serverError(404, "Not Found")
        }
    }
}
