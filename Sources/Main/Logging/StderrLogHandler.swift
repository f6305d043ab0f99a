import CLI
import Logging

/// swift-log's handler for foodybite: one line per message on stderr (`foodybite: warning: ...`), secrets
/// redacted. The level comes from FOODYBITE_LOG_LEVEL (default: warning).
struct StderrLogHandler: LogHandler {
    let console: any Console
    let redactor: Redactor
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        console.writeError("foodybite: \(event.level): \(redactor.redact(event.message.description))\n")
    }
}
