import Foundation

/// Writes the review into the outbox first, claimed (so that a `review sync` running at the same time leaves it
/// alone), then, immediately before sending it, checks that the claim still holds (a command stopped past its lease
/// may find that a sync took the review over: it then sends nothing). Sent: removed. Not sent for now (no
/// connection, a timeout, a 5xx): the claim is released and a temporary error says it waits in the outbox, or that
/// another foodybite has it. Refused (not logged in, invalid input): removed, and the refusal is thrown. A process
/// killed while sending leaves its send's start recorded; `review sync` waits until that send can no longer land, then
/// checks the server before sending it, so it is neither lost nor doubled.
public struct AddReviewServiceWithOutboxDecorator: AddReviewService {
    public static let lease: TimeInterval = 300

    private let decoratee: any AddReviewService
    private let outbox: any ReviewOutbox
    private let owner: @Sendable () throws -> ReviewOwner?
    private let now: @Sendable () -> Date

    public init(
        decoratee: any AddReviewService, outbox: any ReviewOutbox, owner: @escaping @Sendable () throws -> ReviewOwner?,
        now: @escaping @Sendable () -> Date
    ) {
        self.decoratee = decoratee
        self.outbox = outbox
        self.owner = owner
        self.now = now
    }

    public func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws {
        let queued = try await outbox.add(
            placeID: placeID, text: text, stars: stars, createdAt: createdAt, error: nil, owner: try owner(),
            claimedUntil: now().addingTimeInterval(Self.lease))
        guard try await outbox.beginSend(id: queued.id, at: now(), until: now().addingTimeInterval(Self.lease)) else {
            throw ServiceError(.temporary, Self.takenOver("this command was stopped before sending it"))
        }
        do {
            try await decoratee.addReview(placeID: placeID, text: text, stars: stars, createdAt: createdAt)
        } catch let error as ServiceError where error.isPassing {
            guard try await outbox.release(id: queued.id, error: error.message, sendEnded: error.sendEnded) else {
                throw ServiceError(.temporary, Self.takenOver("its send was not confirmed: \(error.message)"))
            }
            throw ServiceError(
                .temporary,
                "the review could not be sent (\(error.message)); it is kept in the outbox: run \(SuggestedCommand.reviewSync) later"
            )
        } catch {
            _ = try? await outbox.remove(id: queued.id)
            throw error
        }
        // Sent. Should removing fail, `review sync` finds it on the server and does not send it again.
        _ = try? await outbox.remove(id: queued.id)
    }

    /// What is true when another foodybite took the review over while this one held it no more.
    private static func takenOver(_ why: String) -> String {
        "the review was not posted by this command (\(why)) and another foodybite (\(SuggestedCommand.reviewSync)) has "
            + "taken it over from the outbox: it checks the server first, so it is posted once; "
            + "run \(SuggestedCommand.reviews) to see it"
    }
}
