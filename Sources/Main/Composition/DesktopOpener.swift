import Foundation

/// `--open`: a file opened with the desktop's opener (`xdg-open` on Linux, `open` on macOS), found on `PATH`, its
/// output discarded, not waited for. Nothing happens without a desktop: no opener, or on Linux no display
/// (`DISPLAY`, `WAYLAND_DISPLAY`): a cron job or an SSH session never starts a text browser in the terminal.
enum DesktopOpener {
    static func open(_ path: String, environment: [String: String]) {
        #if os(macOS)
            let name = "open"
        #else
            let name = "xdg-open"
            guard environment["DISPLAY"]?.isEmpty == false || environment["WAYLAND_DISPLAY"]?.isEmpty == false else { return }
        #endif
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard
            let opener = directories.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent(name) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return }
        let process = Process()
        process.executableURL = opener
        process.arguments = [path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
