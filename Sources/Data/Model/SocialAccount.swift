import Foundation

/// One entry of the profile's `social` (twitter, instagram, hudl, youtube) as a link: a handle
/// (`@maya.lopez`: letters, digits, `.`, `_` and `-` after any `@`; handles may hold dots, so
/// `maya.lopez` is not taken for a site) leads to the platform's page; any other value is an
/// address (`https://x.com/maya`, `x.com/maya`) and follows `WebLink`'s rule.
public struct SocialAccount: Hashable, Sendable {
    /// `twitter`, `instagram`, `hudl` or `youtube`.
    public var platform: String
    /// The handle without its leading `@`s; nil when the value is an address.
    public var handle: String?
    /// Where the entry leads; nil for an address `WebLink` refuses (or an unknown platform's handle).
    public var link: WebLink?

    public init(platform: String, value: String) {
        self.platform = platform
        let value = value.trimmingCharacters(in: .whitespaces)
        var handle = Substring(value)
        while handle.hasPrefix("@") { handle.removeFirst() }
        guard !handle.isEmpty, handle.unicodeScalars.allSatisfy({
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-"
        }) else {
            self.handle = nil
            link = WebLink(value)
            return
        }
        self.handle = String(handle)
        let escaped = handle.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "._-")))
            ?? String(handle)
        let url: String? = switch platform {
        case "twitter": "https://x.com/\(escaped)"
        case "instagram": "https://www.instagram.com/\(escaped)/"
        case "youtube": "https://www.youtube.com/@\(escaped)"
        case "hudl": "https://www.hudl.com/profile/\(escaped)"
        default: nil
        }
        link = url.flatMap(WebLink.init)
    }
}
