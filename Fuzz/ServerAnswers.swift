// libFuzzer target: every decoder of the Foodybite server's bytes (login, user, reviews, the session file's
// token, error bodies), with the server's date decoding, as the app runs them. Built by scripts/fuzz.sh.
import Foundation

@testable import Networking

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServerAnswers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = (try? ServerJSON.decoder.decode(LoginResponse.self, from: bytes)).map { ($0.user.model, $0.token) }
    _ = (try? ServerJSON.decoder.decode(RemoteUser.self, from: bytes))?.model
    _ = (try? ServerJSON.decoder.decode([RemoteReview].self, from: bytes))?.map(\.model)
    _ = try? JSONDecoder().decode(StoredSession.self, from: bytes)
    _ = ErrorMessageExtractor.message(from: bytes)
    return 0
}
