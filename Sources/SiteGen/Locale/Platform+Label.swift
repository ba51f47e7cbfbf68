import SiteData

extension Platform {
    /// The social platform's name ("Instagram").
    var label: StringKey {
        switch self {
        case .twitter: .platformTwitter
        case .instagram: .platformInstagram
        }
    }
}
