import SiteData

/// The "Email to a coach" link: a `mailto:` with the subject "Recruiting Packet - {athlete}"
/// and a short body that greets the coach by name and, when `base_url` is set, links the
/// athlete's coach page (`SitePath.coach`: video, best marks, résumé; docs/packet.md, "Email to
/// a coach"). Only the family's own site has it: a
/// public site is not where the family writes to coaches.
struct PacketEmail {
    let page: Page
    let athlete: AthleteProfile
    let slug: String
    /// `subject=…`, encoded: the same on every link of a page (a coaches page writes one per coach).
    private let subjectHeader: String

    init(page: Page, athlete: AthleteProfile, slug: String) {
        self.page = page
        self.athlete = athlete
        self.slug = slug
        subjectHeader = "subject=" + Self.encode(page.t(.packetEmailSubject, ["name": athlete.name]))
    }

    /// `to`: the coach's `mailto:` link (nil: an empty address, for the packet card);
    /// `coach`: the coach's name, for the greeting. `greetingOnly`: the body is the greeting and
    /// an empty line, for the family to write on (the coaches page's rows: a hundred coaches'
    /// links each repeating the whole message weighed about 45 KB; the packet card's button
    /// keeps it in full).
    func href(to: WebLink?, coach: String?, greetingOnly: Bool = false) -> String {
        var lines = [coach.flatMap(Self.surname).map { page.t(.packetEmailGreeting, ["name": $0]) } ?? page.t(.packetEmailGreetingPlain), ""]
        if greetingOnly {
            lines.append("")
        } else {
            lines.append(page.t(.packetEmailBody, ["name": athlete.name]))
            if let root = PublicEdition.root(page.build.config, evenIfPrivate: true) {
                lines.append(page.t(.packetEmailOnline, ["url": PublicEdition.url(root: root, path: SitePath.coach(slug))]))
            }
            lines += ["", page.t(.packetEmailClosing), athlete.name]
        }
        let address = to?.scheme == .mailto ? to!.url : "mailto:"
        let separator = address.utf8.contains(UInt8(ascii: "?")) ? "&" : "?"
        return address + separator + subjectHeader + "&body=" + Self.encode(lines.joined(separator: "\r\n"))
    }

    /// The last word of a name ("Johnson" of "Mike Johnson"), for "Dear Coach Johnson,".
    static func surname(_ name: String) -> String? {
        // An ASCII name split on its bytes (the ASCII whitespace: tab, line feed, vertical tab,
        // form feed, carriage return, space); any other by Characters.
        let utf8 = name.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.split(whereSeparator: { $0.isWhitespace }).last.map(String.init)
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
        guard let last = utf8.lastIndex(where: { !isSpace($0) }) else { return nil }
        let start = utf8[..<last].lastIndex(where: isSpace).map(utf8.index(after:)) ?? utf8.startIndex
        return String(name[start...last])
    }

    /// Percent-encoded for a `mailto:` header value (RFC 6068): every UTF-8 byte but those of
    /// the unreserved characters (`A-Z a-z 0-9 - . _ ~`) as `%XX`, upper-case hex (what
    /// Foundation's `addingPercentEncoding` writes; tested against it).
    static func encode(_ text: String) -> String {
        let utf8 = text.utf8
        var escaped = 0
        for b in utf8 where !isUnreserved(b) { escaped += 1 }
        if escaped == 0 { return text }
        let hex: StaticString = "0123456789ABCDEF"
        return String(unsafeUninitializedCapacity: utf8.count + 2 * escaped) { out in
            var n = 0
            hex.withUTF8Buffer { hex in
                for b in utf8 {
                    if isUnreserved(b) {
                        out[n] = b
                        n += 1
                    } else {
                        out[n] = UInt8(ascii: "%")
                        out[n + 1] = hex[Int(b >> 4)]
                        out[n + 2] = hex[Int(b & 0x0F)]
                        n += 3
                    }
                }
            }
            return n
        }
    }

    /// `A-Z a-z 0-9 - . _ ~` (RFC 3986's unreserved characters).
    @inline(__always)
    static func isUnreserved(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
