import Foundation
import NIOCore
import NIOHTTP1

/// One HTTP/1.1 connection: its requests read whole, one after another, each answered by the endpoint. What a client
/// can make it hold is bounded: a request must arrive whole within `requestTime` of the connection's start or the last
/// answer (a client that sends a byte a second is dropped then, and delays no one); at most one request is read ahead
/// of the one being answered (a client that pipelines without reading its answers stalls in TCP, not in memory); an
/// answer the client does not take within `writeTime` ends the connection; a request the gate refuses ends it after
/// its answer. A body over `HTTPGate.bodyLimit` is refused with 413 before it is read, and up to `drainLimit` more
/// bytes are read and dropped so that a client still sending reads the 413 before the close. A client that closes
/// the connection cancels its request where its revision says so (`MCPEndpoint`).
struct HTTPConnection: Sendable {
    static let requestTime: TimeAmount = .seconds(10)
    static let writeTime: TimeAmount = .seconds(10)
    static let drainLimit = 4 * HTTPGate.bodyLimit
    static let drainTime: TimeAmount = .seconds(2)

    let connection: HTTPListener.Connection
    let endpoint: MCPEndpoint
    let registry: ConnectionRegistry

    enum Event: Sendable {
        case request(HTTPRequestIn, keepAlive: Bool, version: HTTPVersion)
        case tooLarge(version: HTTPVersion)
    }

    func run() async {
        let channel = connection.channel
        switch registry.add(channel) {
        case .admitted: break
        case .stopping: return channel.close(promise: nil)
        case .full(let reason): return await refuse(reason)
        }
        defer { registry.remove(channel) }
        let (reading, writing) = (ConnectionDeadline(channel: channel), ConnectionDeadline(channel: channel))
        let inFlight = InFlightAnswer()
        try? await connection.executeThenClose { inbound, outbound in
            let (events, continuation) = AsyncStream<Event>.makeStream()
            let (turns, turn) = AsyncStream<Void>.makeStream()
            let drained = RequestReader.Drained()
            let reader = Task {
                await RequestReader(events: continuation, turns: turns, deadline: reading, drained: drained).read(inbound)
                // The client closed its side (or the connection failed): what it asked for is no longer wanted.
                inFlight.cancel()
            }
            defer { reader.cancel() }
            reading.arm(in: Self.requestTime)
            turn.yield()
            for await event in events {
                switch event {
                case .tooLarge(let version):
                    let answer = HTTPAnswer.refusal(413, "Content Too Large: at most \(HTTPGate.bodyLimit) bytes")
                    try? await Self.write(answer, version: version, keepAlive: false, to: outbound, deadline: writing)
                    await drained.wait(upTo: Self.drainTime)
                    return
                case .request(let request, let keepAlive, let version):
                    registry.mark(channel, busy: true)
                    let work = Task { () -> Bool in
                        let answer = await endpoint.respond(request)
                        let keep = keepAlive && !answer.closes
                        do {
                            try await Self.write(answer, version: version, keepAlive: keep, to: outbound, deadline: writing)
                            return keep
                        } catch {
                            return false
                        }
                    }
                    inFlight.set(work)
                    let goesOn = await work.value
                    inFlight.set(nil)
                    guard goesOn, registry.mark(channel, busy: false) else { return }
                    reading.arm(in: Self.requestTime)
                    turn.yield()
                }
            }
        }
    }

    /// A connection past the caps: its first request's head awaited (HTTP answers nothing before it) for the request
    /// time, answered 503, and the connection closed.
    private func refuse(_ reason: String) async {
        let deadline = ConnectionDeadline(channel: connection.channel)
        deadline.arm(in: Self.requestTime)
        try? await connection.executeThenClose { inbound, outbound in
            var parts = inbound.makeAsyncIterator()
            guard case .head(let head)? = try await parts.next() else { return }
            let answer = HTTPAnswer.refusal(503, "Service Unavailable: \(reason)", headers: [("Retry-After", "5")])
            try? await Self.write(answer, version: head.version, keepAlive: false, to: outbound, deadline: deadline)
        }
    }

    private static func write(
        _ answer: HTTPAnswer, version: HTTPVersion, keepAlive: Bool,
        to outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>, deadline: ConnectionDeadline
    ) async throws {
        var head = HTTPResponseHead(version: version, status: HTTPResponseStatus(statusCode: answer.status))
        for (name, value) in answer.headers { head.headers.add(name: name, value: value) }
        if !keepAlive { head.headers.replaceOrAdd(name: "Connection", value: "close") }
        // Written within the write time (an event stream's each event): a client that stops reading is let go.
        deadline.arm(in: writeTime)
        defer { deadline.disarm() }
        switch answer.body {
        case .bytes(let data):
            head.headers.replaceOrAdd(name: "Content-Length", value: String(data.count))
            try await outbound.write(.head(head))
            if !data.isEmpty { try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: data)))) }
        case .events(let events):
            try await outbound.write(.head(head))
            deadline.disarm()
            for await event in events {
                try Task.checkCancellation()
                deadline.arm(in: writeTime)
                try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: event))))
                deadline.disarm()
            }
            deadline.arm(in: writeTime)
        }
        try await outbound.write(.end(nil))
    }
}
