import Domain

extension Cuisine {
    /// The cuisine a text names among those offered (`vegan` and `vegetarian` are diets), nil for any other.
    public static func offered(named text: String) -> Cuisine? {
        Cuisine(rawValue: text).flatMap { offered.contains($0) ? $0 : nil }
    }
}

extension ProviderChoice {
    /// A choice as written: providers' names (lower-case letters and digits) in a comma list, or `all`; which names
    /// exist is checked by the composition root, which knows the providers registered.
    public static func written(_ text: String) -> ProviderChoice? {
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...8).contains(names.count),
            names.allSatisfy({ name in
                (1...20).contains(name.utf8.count)
                    && name.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) })
            })
        else { return nil }
        guard names.count == 1 || !names.contains("all") else { return nil }
        return ProviderChoice(rawValue: text)
    }
}
