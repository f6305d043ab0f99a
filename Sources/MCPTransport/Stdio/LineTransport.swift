import Foundation
import Logging
import MCP

#if canImport(Glibc)
    import Glibc
#endif

/// `foodybite-mcp`'s transport on stdin and stdout, on the SDK's public `Transport` protocol: lines read by a blocked
/// thread (`LineReader`: no polling, a line cap), each checked before the SDK's `Server` reads it (`MessageCheck`:
/// the messages it would mishandle answered here), and one writer that writes each message whole (`LineWriter`).
/// The SDK's `StdioTransport` polled stdin every 10 ms, scanned a long line again at every read (1 MB: 1.6 s of CPU),
/// and slept in the middle of a message when stdout was full, while another answer was written into it.
actor LineTransport: Transport {
    nonisolated let logger: Logger
    private let input: Int32
    private let writer: LineWriter
    private let session = NegotiatedVersion()
    private let outstanding = OutstandingRequests()
    private let modern = ModernRequests()
    private let served: ServedServer
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var connected = false

    init(
        logger: Logger, served: ServedServer, input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO
    ) {
        self.logger = logger
        self.served = served
        self.input = input
        writer = LineWriter(descriptor: output)
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !connected else { return }
        connected = true
        let (continuation, writer, session, outstanding) = (continuation, writer, session, outstanding)
        let (modern, served) = (modern, served)
        LineReader.start(descriptor: input, limit: MessageCheck.lineLimit) { event in
            switch event {
            case .line(let line):
                let verdict = modern.verdict(MessageCheck.verdict(line, version: session.version), served: served)
                Self.handle(verdict) { verdict in
                    switch verdict {
                    case .pass(let message):
                        outstanding.read(message)
                        continuation.yield(message)
                    case .initialize(let message, let id):
                        session.expect(answerTo: id)
                        outstanding.read(message)
                        continuation.yield(message)
                    case .answer(let answer): writer.enqueue(answer)
                    case .batch, .modern: break
                    }
                }
            case .overlong(let size, let head): writer.enqueue(MessageCheck.overlong(size, head: head))
            case .end:
                // The server stops when its input ends: first every request read gets its answer.
                Task {
                    await outstanding.drained(within: .seconds(60))
                    continuation.finish()
                }
            }
        }
    }

    /// Each verdict, a batch's members one by one.
    private static func handle(_ verdict: MessageCheck.Verdict, _ each: (MessageCheck.Verdict) -> Void) {
        guard case .batch(let members) = verdict else { return each(verdict) }
        for member in members { handle(member, each) }
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        session.read(data)
        defer { outstanding.sent(data) }  // once written: the input's end waits for this answer to be out
        if let dressed = modern.dressed(data) { return try await writer.write(dressed) }
        try await writer.write(session.knowsStructuredContent ? data : VersionFields.earlier(data))
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        messages
    }
}
