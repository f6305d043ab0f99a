import CLI

/// The settings foodybite reads, each from a flag (where it has one), a `FOODYBITE_*` variable, the config file,
/// or its default, in that order: CLI's `Setting`, the one catalogue behind help, `config show` and the README.
typealias ConfigKey = Setting
