import Foundation
import SiteData

extension Page {
    /// A social handle or URL of the profile as a link (profile page, dashboard): addresses as
    /// `WebLink` takes them, handles made into the platform's URL (`SocialAccount`).
    func socialLink(_ entry: KeyValue) -> LinkItem {
        let platform: String = switch entry.key {
        case "twitter": t(.platformTwitter)
        case "instagram": t(.platformInstagram)
        case "hudl": t(.profileHudl)
        case "youtube": t(.profileYoutube)
        default: humanize(entry.key)
        }
        let account = SocialAccount(platform: entry.key, value: entry.value)
        guard let handle = account.handle else {
            return LinkItem(title: platform, text: entry.value.trimmingCharacters(in: .whitespaces), link: account.link)
        }
        return LinkItem(title: "\(platform): @\(handle)", text: account.link?.url ?? "", link: account.link)
    }
}
