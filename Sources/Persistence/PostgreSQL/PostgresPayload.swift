import Foundation
import NIOCore

/// A cached answer's JSON as the shared store keeps it (`bytea`), read back only under a cap.
enum PostgresPayload {
    /// The largest payload read back: 4 MiB (a route across a continent with its every point is about 1 MB; a city's
    /// text search a few KB). A larger row is a miss, never read.
    static let limit = 4 << 20

    /// The value, or nil when the payload is missing, over the cap or does not decode.
    static func decode<T: Decodable>(_ type: T.Type, _ payload: ByteBuffer?) -> T? {
        guard let payload, payload.readableBytes <= limit else { return nil }
        return try? JSONDecoder().decode(T.self, from: Data(payload.readableBytesView))
    }
}
