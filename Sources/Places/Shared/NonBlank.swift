import Foundation

/// `text` unless it is missing, empty or only spaces: Google sends "" for some absent names and addresses.
func nonBlank(_ text: String?) -> String? {
    guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return text
}
