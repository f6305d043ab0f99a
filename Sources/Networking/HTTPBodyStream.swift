/// A reader of a body as it arrives, for answers too large to hold whole (a city's Overpass answer is tens of MiB):
/// it keeps only what it has made of the bytes so far. Called from one thread at a time, in order: `begin` when a
/// 2xx answer starts (again when a request is retried, after a connection lost mid-body), then `receive` for each
/// piece of the body. The caller asks the stream for its result once the request has returned.
public protocol HTTPBodyStream: AnyObject, Sendable {
    /// An answer of at most `bytes` begins (its `Content-Length`, else the caller's limit): whatever was read before
    /// is forgotten.
    func begin(atMost bytes: Int)
    /// The next bytes of the body; false when the reader has stopped (it keeps why), which ends the transfer.
    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool
}
