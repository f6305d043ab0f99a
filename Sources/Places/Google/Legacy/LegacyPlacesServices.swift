// The legacy API's services, as `GoogleKit` makes them.
extension LegacyPlaceDetailsService: GoogleSessionService {}
extension LegacyAutocompleteService: GoogleSessionService {}
extension LegacyPhotoService: GoogleService {}
extension LegacyTextSearchService: GoogleService {}
