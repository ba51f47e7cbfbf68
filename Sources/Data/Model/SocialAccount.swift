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
        guard let (trimmed, handle) = Self.asciiParts(value) else {
            self.init(platform: platform, foundationValue: value)
            return
        }
        // Letters, digits, `.`, `_` and `-` are all kept by the percent-encoding of the
        // Foundation reading: the handle is its own escaped form.
        let link = handle == nil ? WebLink(trimmed) : Self.address(platform, handle!).flatMap(WebLink.init)
        self.init(platform: platform, handle: handle, link: link)
    }

    init(platform: String, handle: String?, link: WebLink?) {
        self.platform = platform
        self.handle = handle
        self.link = link
    }

    /// For an ASCII value (most): the value trimmed of spaces and tabs (all that
    /// `.whitespaces` holds in ASCII), and its handle when it is one; nil for any other value.
    /// Foundation's trimming and percent-encoding cost some fifty thousand instructions a call.
    static func asciiParts(_ value: String) -> (trimmed: String, handle: String?)? {
        var value = value
        return value.withUTF8 { u -> (String, String?)? in
            guard u.allSatisfy({ $0 < 0x80 }) else { return nil }
            var lower = 0, upper = u.count
            while lower < upper, u[lower] == 0x20 || u[lower] == 0x09 { lower += 1 }
            while upper > lower, u[upper - 1] == 0x20 || u[upper - 1] == 0x09 { upper -= 1 }
            let trimmed = String(decoding: UnsafeBufferPointer(rebasing: u[lower..<upper]), as: UTF8.self)
            var start = lower
            while start < upper, u[start] == UInt8(ascii: "@") { start += 1 }
            let isHandle = start < upper && u[start..<upper].allSatisfy { b in
                (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == 0x2E || b == 0x5F || b == 0x2D
            }
            return (trimmed, isHandle ? String(decoding: UnsafeBufferPointer(rebasing: u[start..<upper]), as: UTF8.self) : nil)
        }
    }

    /// The platform's page for an escaped handle (nil: no such platform).
    static func address(_ platform: String, _ escaped: String) -> String? {
        switch platform {
        case "twitter": "https://x.com/\(escaped)"
        case "instagram": "https://www.instagram.com/\(escaped)/"
        case "youtube": "https://www.youtube.com/@\(escaped)"
        case "hudl": "https://www.hudl.com/profile/\(escaped)"
        default: nil
        }
    }

    /// The reading through Foundation, for any value (`init(platform:value:)` takes ASCII
    /// values on bytes; `SocialAccountTests` compares the two).
    init(platform: String, foundationValue value: String) {
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
        link = Self.address(platform, escaped).flatMap(WebLink.init)
    }
}
