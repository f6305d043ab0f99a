import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// The requests of one connection, read whole and handed on one turn at a time: a request read ahead of the one
/// being answered waits for its turn before the reader reads on, so a pipelining client is held by TCP's back-pressure,
/// not by a queue here. A body over `HTTPGate.bodyLimit` ends the reading with `.tooLarge`; up to
/// `HTTPConnection.drainLimit` bytes more are then read and dropped (`drained` says when that is over).
struct RequestReader {
    let events: AsyncStream<HTTPConnection.Event>.Continuation
    let turns: AsyncStream<Void>
    let deadline: ConnectionDeadline
    let drained: Drained

    func read(_ inbound: NIOAsyncChannelInboundStream<HTTPServerRequestPart>) async {
        defer {
            events.finish()
            drained.finish()
        }
        var turn = turns.makeAsyncIterator()
        var request: HTTPRequestIn?
        var head: HTTPRequestHead?
        var dropping: Int?
        do {
            for try await part in inbound {
                if let dropped = dropping {
                    guard case .body(let buffer) = part, dropped + buffer.readableBytes <= HTTPConnection.drainLimit else {
                        return
                    }
                    dropping = dropped + buffer.readableBytes
                    continue
                }
                switch part {
                case .head(let next):
                    head = next
                    request = HTTPRequestIn(
                        method: next.method.rawValue, uri: next.uri,
                        headers: next.headers.map { (name: $0.name.lowercased(), value: $0.value) },
                        requiresHost: next.version.major == 1 && next.version.minor >= 1)
                    if let length = next.headers.first(name: "content-length").flatMap(Int.init), length > HTTPGate.bodyLimit {
                        events.yield(.tooLarge(version: next.version))
                        dropping = 0
                    }
                case .body(var buffer):
                    guard var whole = request, let current = head else { continue }
                    guard whole.body.count + buffer.readableBytes <= HTTPGate.bodyLimit else {
                        events.yield(.tooLarge(version: current.version))
                        dropping = 0
                        continue
                    }
                    whole.body.append(contentsOf: buffer.readBytes(length: buffer.readableBytes) ?? [])
                    request = whole
                case .end:
                    guard let whole = request, let current = head else { continue }
                    request = nil
                    head = nil
                    // Its turn: the answer before it written (the first request's turn is given at once).
                    guard await turn.next() != nil else { return }
                    deadline.disarm()
                    events.yield(.request(whole, keepAlive: current.isKeepAlive, version: current.version))
                }
            }
        } catch {}
    }

    /// Whether the reading is over (the client sent all, or the drain's limit was met).
    final class Drained: Sendable {
        private let over = Mutex<(done: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

        func finish() {
            let waiting = over.withLock { state in
                state.done = true
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume() }
        }

        /// Until the reading is over, or `time` has passed.
        func wait(upTo time: TimeAmount) async {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    await withCheckedContinuation { continuation in
                        let done = self.over.withLock { state in
                            if !state.done { state.waiting.append(continuation) }
                            return state.done
                        }
                        if done { continuation.resume() }
                    }
                }
                group.addTask { try? await Task.sleep(for: .nanoseconds(time.nanoseconds)) }
                await group.next()
                group.cancelAll()
                self.finish()
            }
        }
    }
}
