/// Why a local store could not be used; messages name the path and the reason.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreateDirectory(String, String)
    case cannotOpen(String, String)
    case corrupt(String)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason): return "cannot create \(path): \(reason)"
        case .cannotOpen(let path, let reason): return "cannot open \(path): \(reason)"
        case .corrupt(let path): return "\(path) is corrupt"
        }
    }
}
