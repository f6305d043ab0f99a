import Foundation

/// The requests of 2026-07-28 on stdio (`ModernRevision`): each checked and answered or handed on without its envelope,
/// and its answer dressed for the revision when the SDK sends it (known by its id). Read by the reader's thread,
/// written by the SDK's sends.
final class ModernRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var ids = Set<RawJSON>()

    /// `verdict` as the SDK may take it: a request of 2026-07-28 answered here, or checked again without its envelope
    /// (so that its arguments are marked as any other call's) and noted.
    func verdict(_ verdict: MessageCheck.Verdict, served: ServedServer) -> MessageCheck.Verdict {
        switch verdict {
        case .batch(let members): return .batch(members.map { self.verdict($0, served: served) })
        case .modern(let members, let id):
            switch ModernRevision.verdict(
                members, id: id, headers: nil, serverInfo: served.info, instructions: served.instructions)
            {
            case .answer(let answer): return .answer(answer)
            case .serve(let request):
                let checked = MessageCheck.verdict(request, version: ModernRevision.version)
                if case .pass = checked { lock.withLock { _ = ids.insert(id) } }
                return checked
            }
        default: return verdict
        }
    }

    /// The answer to a request of 2026-07-28, dressed (`ModernRevision.dressed`); nil for any other message.
    func dressed(_ message: Data) -> Data? {
        guard lock.withLock({ !ids.isEmpty }),
            case .object(let members)? = try? JSONDecoder().decode(RawJSON.self, from: message), let id = members["id"],
            members["method"] == nil, lock.withLock({ ids.remove(id) }) != nil
        else { return nil }
        return ModernRevision.dressed(message)
    }
}
