import Foundation
import Presentation

/// Where a command's answer goes (`--output`, `--open`): stdout, or a file replaced atomically (`OutputPath`); a page
/// is also opened with the desktop's opener when asked, a copy in a new temporary file when it went to stdout. With
/// no desktop (no opener, no display) opening does nothing.
struct AnswerOutput: Equatable, Sendable {
    /// A file; nil or `-`: stdout.
    var path: String?
    var open = false
    /// `--force`: an existing file is replaced.
    var force = false

    /// `--output`'s and `--open`'s rules, as a usage error: a file whose directory exists and that is not a
    /// directory, an existing one only with `--force`; `--open` only for a page.
    func validate(isPage: Bool) throws(UsageError) {
        if open && !isPage { throw UsageError("--open opens a page: use it with --format html") }
        guard let path, path != "-" else { return }
        guard !path.isEmpty else { throw UsageError("--output needs a file name, or '-' for stdout") }
        do {
            try OutputPath.check(path, force: force)
        } catch {
            throw UsageError(String(describing: error))
        }
    }

    func write(_ text: String, dependencies: Dependencies) throws {
        guard let path, path != "-" else {
            try dependencies.services.console.write(text)
            if open, let copy = try? Self.temporaryCopy(text) { dependencies.openInBrowser(copy) }
            return
        }
        try OutputPath.write(Data(text.utf8), to: path, force: force, ownFolders: dependencies.ownFolders())
        if open { dependencies.openInBrowser(URL(fileURLWithPath: path).path) }
    }

    /// The page in a new file of the temporary directory, readable by its owner only.
    private static func temporaryCopy(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-\(UUID().uuidString).html")
        guard FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown) }
        return url.path
    }
}
