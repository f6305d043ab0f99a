/// How nearby places are ordered.
public enum NearbySortOrder: String, Sendable, CaseIterable {
    /// Nearest first; ties by name.
    case distance
    /// Best rated first; unrated last; ties by number of ratings, then distance.
    case rating
    /// Alphabetical, ignoring case and accents; ties by distance.
    case name
    /// Shortest travel time first (`--travel`, walking unless another mode is given); places with no route last;
    /// ties by distance.
    case travel
}
