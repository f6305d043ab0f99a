import FlyingFox
import Foundation

/// Every request checked against the published definitions of the service it is for, before any route answers it:
/// Google's Places API (New) and Routes API (`GoogleDefinitions`, `GoogleRules`), the legacy Places API, Foursquare,
/// Overpass QL, Nominatim and OSRM. A request that breaks them gets the service's own refusal and is listed in the
/// `ContractLog`, so that the sandbox refuses what the real service refuses and every end-to-end test checks that
/// foodybite sends only what the services accept.
struct ServiceContracts: Sendable {
    let google: GoogleDefinitions
    let log: ContractLog

    func refusal(_ request: RequestContext) -> HTTPResponse? {
        guard let (service, reason, response) = check(request) else { return nil }
        log.record(request, service: service, message: reason)
        return response
    }

    private func check(_ request: RequestContext) -> (String, String, HTTPResponse)? {
        let path = request.path
        if GoogleDefinitions.covers(path) {
            return google.refusal(request).map {
                ("Google", $0.message, Reply.googleError($0.status, $0.code, $0.message))
            }
        }
        if path.hasPrefix("/maps/api/place/") { return legacy(request) }
        if path.hasPrefix("/places/") || path == "/autocomplete" {
            return FoursquareContract.violation(path: path, query: request.query).map {
                ("Foursquare", $0, Reply.json(["message": "Invalid request: \($0)."], status: 400))
            }
        }
        if path == "/api/interpreter" {
            return OverpassGrammar.violation(OpenStreetMapAPI.queryText(request) ?? "").map {
                let html = "<p><strong style=\"color:#FF0000\">Error</strong>: line 1: \($0) </p>"
                return (
                    "Overpass", $0, Reply.raw(Data(html.utf8), status: 400, headers: ["Content-Type": "text/html; charset=utf-8"])
                )
            }
        }
        if path == "/search" {
            return OpenStreetMapContract.nominatimSearch.violation(request.query).map {
                ("Nominatim", $0, Reply.json(["error": ["code": 400, "message": $0]], status: 400))
            }
        }
        if path.hasPrefix("/routed-") { return osrm(request) }
        return nil
    }

    private func legacy(_ request: RequestContext) -> (String, String, HTTPResponse)? {
        guard let contract = LegacyPlacesContract.operations[request.path] else {
            return ("Google (legacy)", "no such operation", Reply.raw(Data("Not Found".utf8), status: 404, headers: [:]))
        }
        guard let reason = contract.violation(request.query) else { return nil }
        if request.path == "/maps/api/place/photo" {
            return ("Google (legacy)", reason, Reply.raw(Data("Bad Request".utf8), status: 400, headers: [:]))
        }
        let unknownField = request.query["fields"]?.split(separator: ",").first {
            !LegacyPlacesContract.detailFields.contains(String($0))
        }
        let message = unknownField.map { "Error while parsing 'fields' parameter: Unsupported field name '\($0)'. " }
        let body: [String: Any] = [
            "html_attributions": [String](), "status": "INVALID_REQUEST",
            "error_message": message ?? "Invalid request. \(reason).",
        ]
        return ("Google (legacy)", reason, Reply.json(body))
    }

    /// `/{server}/{service}/v1/{profile}/{coordinates}`, as FOSSGIS serves one OSRM per mode.
    private func osrm(_ request: RequestContext) -> (String, String, HTTPResponse)? {
        let parts = request.path.split(separator: "/").map(String.init)
        let refuse = { (code: String, reason: String) in
            ("OSRM", reason, Reply.json(["code": code, "message": reason], status: 400))
        }
        guard parts.count == 5, parts[2] == "v1", ["table", "route"].contains(parts[1]) else {
            return refuse("InvalidUrl", "URL string malformed close to position 1")
        }
        if let reason = OpenStreetMapContract.osrmCoordinatesViolation(parts[4]) { return refuse("InvalidQuery", reason) }
        let contract = parts[1] == "table" ? OpenStreetMapContract.osrmTable : OpenStreetMapContract.osrmRoute
        return contract.violation(request.query).map { refuse("InvalidOptions", $0) }
    }
}
