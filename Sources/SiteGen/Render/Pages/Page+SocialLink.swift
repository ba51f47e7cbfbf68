import Foundation
import SiteData

extension Page {
    /// A social handle or URL of the profile as a link (profile page, dashboard): URLs as given, handles made into the platform's URL.
    func socialLink(_ entry: KeyValue) -> LinkItem {
        let platform: String = switch entry.key {
        case "twitter", "instagram": t(dynamic: "platform.\(entry.key)")
        case "hudl", "youtube": t(dynamic: "profile.\(entry.key)")
        default: humanize(entry.key)
        }
        let value = entry.value.trimmingCharacters(in: .whitespaces)
        let lower = value.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
            return LinkItem(title: platform, url: value)
        }
        var handle = value
        while handle.hasPrefix("@") { handle.removeFirst() }
        let escaped = handle.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "._-"))) ?? handle
        let url: String = switch entry.key {
        case "twitter": "https://x.com/\(escaped)"
        case "instagram": "https://www.instagram.com/\(escaped)/"
        case "youtube": "https://www.youtube.com/@\(escaped)"
        case "hudl": "https://www.hudl.com/profile/\(escaped)"
        default: "#"
        }
        return LinkItem(title: "\(platform): @\(handle)", url: url)
    }
}
