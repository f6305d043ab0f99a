/// A front end's call through a door (`NearbyDoor`, `DetailsDoor`) that failed: its message was written to the
/// console, as the command line writes it; the exit code the command line would have ended with.
public struct DoorFailure: Error, Equatable {
    public let exitCode: Int32

    init(_ exitCode: Int32) {
        self.exitCode = exitCode
    }
}
