/// What Google's identifiers may look like, checked before one is put in a URL: a place id (`ChIJ...`), a legacy
/// `photo_reference`, or a Places API (New) photo name (`places/PLACE_ID/photos/REF`). Each part is 1...2048 of
/// `A-Z a-z 0-9 - _`, so that nothing in it can change the meaning of a URL (`?`, `#`, `%`, `/`, spaces).
public enum GoogleIdentifier {
    public static func isPlaceID(_ text: String) -> Bool {
        isToken(Substring(text), maxLength: 512)
    }

    /// A legacy photo reference or a Places API (New) photo name.
    public static func isPhotoReference(_ text: String) -> Bool {
        isToken(Substring(text), maxLength: 2048) || isPhotoName(text)
    }

    /// `places/PLACE_ID/photos/REF`.
    public static func isPhotoName(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "places" && parts[2] == "photos" && isToken(parts[1], maxLength: 512)
            && isToken(parts[3], maxLength: 2048)
    }

    private static func isToken(_ text: Substring, maxLength: Int) -> Bool {
        (1...maxLength).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D
                    || byte == 0x5F
            }
    }
}
