/// The words of the front end a message is for: how it names an option (`--radius` on the command line, `radius`
/// for an assistant) and a command its reader can run. Messages name them through `OptionName` and `SuggestedCommand`, and each
/// front end gives its words for its calls (`FrontEndWords.$current`), so that no layer below the front ends holds
/// them (a test greps for them). Without a front end's words, an option is named by itself (`radius`, `stars=4`).
public struct FrontEndWords: Sendable {
    /// An option by itself (`--limit`).
    public let option: @Sendable (OptionName) -> String
    /// An option with its value (`--limit 20`).
    public let setting: @Sendable (OptionName, String) -> String
    /// A command its reader can run (`'foodybite review sync'`).
    public let command: @Sendable (SuggestedCommand) -> String

    public init(
        option: @escaping @Sendable (OptionName) -> String, setting: @escaping @Sendable (OptionName, String) -> String,
        command: @escaping @Sendable (SuggestedCommand) -> String
    ) {
        self.option = option
        self.setting = setting
        self.command = command
    }

    /// The front end's words, set by the front end around each of its calls; nil: none set (`plain`).
    @TaskLocal public static var current: FrontEndWords?

    /// The words in use: the front end's, or `plain`.
    public static var inUse: FrontEndWords { current ?? plain }

    /// Options and commands named by themselves, for a reader of no front end (a test, a log).
    public static let plain = FrontEndWords(
        option: { $0.rawValue }, setting: { "\($0.rawValue)=\($1)" }, command: { $0.plainName })
}
