extension SiteConfigLoader {
    /// What `base_url` gave: the address as stored, or why it is refused.
    enum BaseURL: Equatable {
        case address(String)
        case refused(String)
    }

    /// `base_url` → the address pages are published at, ready to have a page path appended:
    /// an absolute `http://` or `https://` URL with a host (letters, digits, `-`, `.`, or an
    /// IPv6 address in `[…]`) and an optional port, no user name or password, no query (`?`)
    /// and no fragment (`#`). Scheme and host are lowercased; in the path, anything but
    /// letters, digits, `-._~!$&'()*+,;=:@/` and valid `%XX` escapes is percent-encoded
    /// (a space → `%20`); the path ends with `/`. `text` is trimmed already. A bare host
    /// (`example.org/maya`) is `https://` (`WebLink`).
    static func baseURL(_ text: String) -> BaseURL {
        // Which texts are web addresses is `WebLink`'s rule, as for every URL of the data: a
        // bare host (`example.org/maya`) is given `https://`.
        let scalars = Substring(text).unicodeScalars
        guard case let (kind, bare)? = WebLink.scheme(of: scalars), kind == .http || kind == .https else {
            return .refused("must be a web address starting with https:// or http:// (or a site such as example.org)")
        }
        let scheme = kind.rawValue
        let rest = bare ? scalars[...] : scalars.dropFirst(scheme.count + 3)
        if rest.contains("?") || rest.contains("#") {
            return .refused("must not have a query (?…) or a fragment (#…): the address of each page is added after it")
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = String(String.UnicodeScalarView(rest[..<slash]))
        if authority.contains("@") {
            return .refused("must not hold a user name or password (…@): every page and the sitemap would show it")
        }
        guard let host = self.host(authority) else {
            return .refused("has no valid host (a name of letters, digits, - and ., an international one in its xn-- form, "
                            + "and an optional :port)")
        }
        var path = percentEncodedPath(Array(String(String.UnicodeScalarView(rest[slash...])).utf8))
        if !path.hasSuffix("/") { path += "/" }
        return .address(scheme + "://" + host + path)
    }

    /// The authority lowercased, when it is a host name or `[IPv6]` with an optional `:port`.
    static func host(_ authority: String) -> String? {
        var name = Substring(authority), port: Substring?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return nil }
            let inside = name[name.index(after: name.startIndex)..<close]
            guard !inside.isEmpty, inside.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "." })
            else { return nil }
            let after = name[name.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                port = after.dropFirst()
            }
            name = name[...close]
        } else {
            if let colon = name.firstIndex(of: ":") {
                port = name[name.index(after: colon)...]
                name = name[..<colon]
            }
            guard !name.isEmpty, !name.hasPrefix("."), !name.hasPrefix("-"), name.unicodeScalars.allSatisfy({ s in
                ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "."
            }) else { return nil }
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                  let number = Int(port), number >= 1, number <= 65535 else { return nil }
            return name.lowercased() + ":" + port
        }
        return name.lowercased()
    }

    /// The path's bytes with every byte outside the allowed set as `%XX` (upper-case hex); a `%`
    /// not followed by two hex digits is `%25`.
    static func percentEncodedPath(_ bytes: [UInt8]) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        func isHex(_ b: UInt8) -> Bool { hex.contains(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) }
        var out: [UInt8] = []
        for (i, b) in bytes.enumerated() {
            if allowed.contains(b) || (b == UInt8(ascii: "%") && i + 2 < bytes.count && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
