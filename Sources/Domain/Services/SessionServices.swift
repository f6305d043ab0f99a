/// Who is logged in on this machine, from the stored session (the server has no "who am I" route).
public protocol CurrentUserService: Sendable {
    func currentUser() throws -> User?
}
