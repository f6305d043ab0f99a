import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// One HTTP/1.1 connection: its requests read whole, one after another (a body over `HTTPGate.bodyLimit` refused with
/// 413 before it is read, the connection closed), each answered by the endpoint. A request must arrive whole within
/// `requestTime` of the connection's start or the last answer: a client that sends a byte a second is dropped then,
/// and delays no one (every connection is served on its own). A client that closes the connection cancels its request.
struct HTTPConnection: Sendable {
    static let requestTime: TimeAmount = .seconds(10)

    let connection: HTTPListener.Connection
    let endpoint: MCPEndpoint
    let registry: ConnectionRegistry

    private enum Event: Sendable {
        case request(HTTPRequestIn, keepAlive: Bool, version: HTTPVersion)
        case tooLarge(version: HTTPVersion)
    }

    func run() async {
        let channel = connection.channel
        guard registry.add(channel) else { return channel.close(promise: nil) }
        defer { registry.remove(channel) }
        let deadline = Deadline(channel: channel)
        let inFlight = InFlight()
        try? await connection.executeThenClose { inbound, outbound in
            let (events, continuation) = AsyncStream<Event>.makeStream()
            let reader = Task {
                await Self.read(inbound, into: continuation, deadline: deadline)
                // The client closed its side (or the connection failed): what it asked for is no longer wanted.
                inFlight.cancel()
            }
            defer { reader.cancel() }
            deadline.arm()
            for await event in events {
                switch event {
                case .tooLarge(let version):
                    let answer = HTTPAnswer.refusal(413, "Content Too Large: at most \(HTTPGate.bodyLimit) bytes")
                    try? await Self.write(answer, version: version, keepAlive: false, to: outbound)
                    return
                case .request(let request, let keepAlive, let version):
                    registry.mark(channel, busy: true)
                    let work = Task { () -> Bool in
                        let answer = await endpoint.respond(request)
                        do {
                            try await Self.write(answer, version: version, keepAlive: keepAlive, to: outbound)
                            return true
                        } catch {
                            return false
                        }
                    }
                    inFlight.set(work)
                    let written = await work.value
                    inFlight.set(nil)
                    guard written, keepAlive, registry.mark(channel, busy: false) else { return }
                    deadline.arm()
                }
            }
        }
    }

    /// The requests of the connection, whole, until it ends or a body is too large.
    private static func read(
        _ inbound: NIOAsyncChannelInboundStream<HTTPServerRequestPart>, into events: AsyncStream<Event>.Continuation,
        deadline: Deadline
    ) async {
        defer { events.finish() }
        var request: HTTPRequestIn?
        var head: HTTPRequestHead?
        do {
            for try await part in inbound {
                switch part {
                case .head(let next):
                    head = next
                    request = HTTPRequestIn(
                        method: next.method.rawValue, uri: next.uri,
                        headers: next.headers.map { (name: $0.name.lowercased(), value: $0.value) })
                    if let length = next.headers.first(name: "content-length").flatMap(Int.init), length > HTTPGate.bodyLimit {
                        events.yield(.tooLarge(version: next.version))
                        return
                    }
                case .body(var buffer):
                    guard var whole = request, let current = head else { continue }
                    guard whole.body.count + buffer.readableBytes <= HTTPGate.bodyLimit else {
                        events.yield(.tooLarge(version: current.version))
                        return
                    }
                    whole.body.append(contentsOf: buffer.readBytes(length: buffer.readableBytes) ?? [])
                    request = whole
                case .end:
                    guard let whole = request, let current = head else { continue }
                    deadline.disarm()
                    events.yield(.request(whole, keepAlive: current.isKeepAlive, version: current.version))
                    request = nil
                    head = nil
                }
            }
        } catch {}
    }

    private static func write(
        _ answer: HTTPAnswer, version: HTTPVersion, keepAlive: Bool,
        to outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws {
        var head = HTTPResponseHead(version: version, status: HTTPResponseStatus(statusCode: answer.status))
        for (name, value) in answer.headers { head.headers.add(name: name, value: value) }
        if !keepAlive { head.headers.replaceOrAdd(name: "Connection", value: "close") }
        switch answer.body {
        case .bytes(let data):
            head.headers.replaceOrAdd(name: "Content-Length", value: String(data.count))
            try await outbound.write(.head(head))
            if !data.isEmpty { try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: data)))) }
        case .events(let events):
            try await outbound.write(.head(head))
            for await event in events {
                try Task.checkCancellation()
                try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: event))))
            }
        }
        try await outbound.write(.end(nil))
    }
}

/// The time a connection has to send its next request whole: armed while it is awaited, the connection closed when it
/// runs out.
private final class Deadline: Sendable {
    private let channel: any Channel
    private let scheduled = Mutex<Scheduled<Void>?>(nil)

    init(channel: any Channel) {
        self.channel = channel
    }

    func arm() {
        let channel = channel
        let next = channel.eventLoop.scheduleTask(in: HTTPConnection.requestTime) { channel.close(promise: nil) }
        scheduled.withLock { previous in
            previous?.cancel()
            previous = next
        }
    }

    func disarm() {
        scheduled.withLock { previous in
            previous?.cancel()
            previous = nil
        }
    }
}

/// The answer being written, cancelled when the client goes away.
private final class InFlight: Sendable {
    private let task = Mutex<Task<Bool, Never>?>(nil)

    func set(_ work: Task<Bool, Never>?) {
        task.withLock { $0 = work }
    }

    func cancel() {
        task.withLock { $0?.cancel() }
    }
}
