import Logging
import Presentation

/// swift-log's handler for foodybite: one line per message on stderr (`foodybite: warning: ...`), secrets
/// redacted. The level comes from FOODYBITE_LOG_LEVEL (default: warning).
struct StderrLogHandler: LogHandler {
    let console: any Console
    /// Read when a message is logged, not before: the secrets come from the configuration.
    let secrets: @Sendable () -> [String]
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        console.tell(.log(level: "\(event.level)", Redactor(secrets: secrets()).redact(event.message.description)))
    }
}
