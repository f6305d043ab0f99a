import Foundation

/// One HTTP request as the endpoint reads it: read whole (at most `HTTPGate.bodyLimit` bytes of body), header names
/// lowercased.
struct HTTPRequestIn: Sendable {
    var method: String
    var uri: String
    var headers: [(name: String, value: String)]
    /// Whether it must name its host (HTTP/1.1, RFC 9112 section 3.2; HTTP/1.0 need not).
    var requiresHost = true
    var body = Data()

    /// The first value of a header (`name` lowercased).
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// Every header once, the first value of each (lowercased names).
    var firstValues: [String: String] {
        headers.reduce(into: [:]) { values, header in
            if values[header.name] == nil { values[header.name] = header.value }
        }
    }
}

/// The answer to one HTTP request: a body whole, or a stream of server-sent events (each already framed).
struct HTTPAnswer: Sendable {
    enum Body: Sendable {
        case bytes(Data)
        case events(AsyncStream<Data>)
    }

    var status: Int
    var headers: [(String, String)]
    var body: Body
    /// Whether the connection ends after it (a request the gate refused: nothing more is read from its client).
    var closes = false

    /// A JSON body.
    static func json(_ status: Int, _ data: Data, headers: [(String, String)] = []) -> HTTPAnswer {
        HTTPAnswer(status: status, headers: [("Content-Type", "application/json")] + headers, body: .bytes(data))
    }

    /// No body.
    static func empty(_ status: Int, headers: [(String, String)] = []) -> HTTPAnswer {
        HTTPAnswer(status: status, headers: headers, body: .bytes(Data()))
    }

    /// A refusal before any message is read: a JSON-RPC error with no id, its message for a person.
    static func refusal(_ status: Int, _ message: String, code: Int = -32_600, headers: [(String, String)] = [])
        -> HTTPAnswer
    {
        json(status, RawJSON.errorAnswer(code, message, id: nil), headers: headers)
    }
}
