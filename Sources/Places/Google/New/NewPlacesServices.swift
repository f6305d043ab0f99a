// Places API (New)'s services, as `GoogleKit` makes them.
extension NewPlaceDetailsService: GoogleSessionService {}
extension NewPlacesAutocompleteService: GoogleSessionService {}
extension NewPlacesPhotoService: GoogleService {}
extension NewPlacesTextSearchService: GoogleService {}
