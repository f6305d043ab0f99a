/// Whether a place is in business, as Google reports it (`business_status` / `businessStatus`).
public enum BusinessStatus: String, Equatable, Hashable, Sendable, Codable {
    case operational
    case closedTemporarily
    case closedPermanently
    case unknown

    /// Open for business: not closed, temporarily or for good. Unknown counts as open (Google omits the field).
    public var isOpenForBusiness: Bool {
        self == .operational || self == .unknown
    }
}
