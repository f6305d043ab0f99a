import ArgumentParser
import Domain

/// `--provider NAME[,NAME...]`: providers' names (lower-case letters and digits), or `all`; which names exist is
/// checked by the composition root, which knows the providers registered.
extension ProviderChoice: ExpressibleByArgument {
    public init?(argument: String) {
        let names = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...8).contains(names.count),
            names.allSatisfy({ name in
                (1...20).contains(name.utf8.count)
                    && name.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) })
            })
        else { return nil }
        guard names.count == 1 || !names.contains("all") else { return nil }
        self.init(rawValue: argument)
    }
}
