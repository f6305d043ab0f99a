import FlyingFox
import Foundation

/// Builds HTTP responses.
enum Reply {
    static func json(_ object: Any, status: Int = 200, headers: [String: String] = [:]) -> HTTPResponse {
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return raw(data, status: status, headers: ["Content-Type": "application/json; charset=UTF-8"].merging(headers) { $1 })
    }

    static func raw(_ body: Data, status: Int, headers: [String: String]) -> HTTPResponse {
        var httpHeaders = HTTPHeaders()
        for (name, value) in headers { httpHeaders[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: httpHeaders, body: body)
    }

    static func empty(status: Int) -> HTTPResponse {
        raw(Data(), status: status, headers: [:])
    }

    /// The Foodybite server's (Vapor's) error body.
    static func serverError(_ status: Int, _ reason: String) -> HTTPResponse {
        json(["error": true, "reason": reason], status: status)
    }

    /// Places API (New)'s error body.
    static func googleError(_ code: Int, _ status: String, _ message: String, reason: String? = nil) -> HTTPResponse {
        var error: [String: Any] = ["code": code, "message": message, "status": status]
        if let reason {
            error["details"] = [
                [
                    "@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": reason, "domain": "googleapis.com",
                    "metadata": ["service": "places.googleapis.com"],
                ]
            ]
        }
        return json(["error": error], status: code)
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 201: return "Created"
        case 302: return "Found"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
