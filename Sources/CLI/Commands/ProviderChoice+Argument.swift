import ArgumentParser
import Domain

/// `--provider NAME`: a provider's name (lower-case letters and digits) or `all`; which names exist is checked by
/// the composition root, which knows the providers registered.
extension ProviderChoice: ExpressibleByArgument {
    public init?(argument: String) {
        guard (1...20).contains(argument.utf8.count),
            argument.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) })
        else { return nil }
        self.init(rawValue: argument)
    }
}
