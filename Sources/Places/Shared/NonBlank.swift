import Domain

/// `text` unless it is missing, empty or only spaces: Google sends "" for some absent names and addresses.
/// Cut to `limit` characters: no real name, address or phone number is longer, and a hostile one could be megabytes.
func nonBlank(_ text: String?, limit: Int = 1_000) -> String? {
    guard let text, !Spaces.isBlank(text) else { return nil }
    // Counting characters walks the whole text: only done when its bytes could be more than `limit` characters.
    return text.utf8.count > limit && text.count > limit ? String(text.prefix(limit)) : text
}

/// A place's name, or what every provider shows for a place without one.
func placeName(_ text: String?) -> String {
    nonBlank(text) ?? "Unnamed place"
}
