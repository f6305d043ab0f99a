import Domain

/// The router the configuration chooses, decided once a run (`LiveGraph.router`): travel times, routes and their
/// credit all ask this one; or why none can be chosen. Not a `Result`: a generic type's metadata is made at run time,
/// checking its requirements, which costs every command, `--version` too, about half a million instructions.
enum ConfiguredRouter: Sendable {
    case chosen(RouterRegistration)
    case refused(ConfigurationError)

    init(_ routers: RouterRegistry, _ configuration: AppConfiguration) {
        do {
            self = .chosen(try routers.router(configuration))
        } catch {
            self = .refused(error)
        }
    }

    /// The router, or the configuration's error.
    func get() throws(ConfigurationError) -> RouterRegistration {
        switch self {
        case .chosen(let router): router
        case .refused(let error): throw error
        }
    }
}
