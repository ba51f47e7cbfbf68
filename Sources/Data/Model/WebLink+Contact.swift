extension WebLink {
    /// What a contact field holds: an e-mail address or a phone number.
    public enum Contact: Sendable, Hashable {
        case email, phone
    }

    /// The link a contact field's `text` makes, or nil when it makes none: the one rule for
    /// every email and phone field (the athlete's, a coach's, a reference's), applied once, by
    /// the loaders (docs/content.md, "Links").
    ///
    /// - email: `name@host` (trimmed; no spaces, controls, `:`, `/` or `?`), or a `mailto:` link
    ///   as `WebLink` reads it: `mailto:name@host`.
    /// - phone: digits with spaces, dashes, dots and brackets between them and an optional
    ///   leading `+`, at least 3 digits: `tel:` with the digits (and the `+`) only. `n/a`,
    ///   `none`, `ask me` make no link.
    public init?(_ contact: Contact, _ text: String) {
        let trimmed = text.trimmingSpaces
        switch contact {
        case .email:
            if let link = WebLink(trimmed), link.scheme == .mailto {
                self = link
                return
            }
            guard let at = trimmed.firstIndex(of: "@"), at != trimmed.startIndex,
                  trimmed.index(after: at) != trimmed.endIndex,
                  !trimmed.unicodeScalars.contains(where: { Self.isSpace($0) || Self.isControl($0) || $0 == ":" || $0 == "/" || $0 == "?" })
            else { return nil }
            self.init(url: "mailto:" + trimmed, scheme: .mailto)
        case .phone:
            var out = ""
            for (i, c) in trimmed.enumerated() {
                if c.isASCII, c.isNumber { out.append(c) }
                else if c == "+", i == 0 { out.append(c) }
                else if c == " " || c == "-" || c == "." || c == "(" || c == ")" { continue }
                else { return nil }
            }
            guard out.count(where: { $0 != "+" }) >= 3 else { return nil }
            self.init(url: "tel:" + out, scheme: .tel)
        }
    }

    private init(url: String, scheme: Scheme) {
        self.url = url
        self.scheme = scheme
    }

    /// What a warning says after the field's name and text, when a non-empty text makes no link.
    public static func refusal(_ contact: Contact) -> String {
        switch contact {
        case .email: "is not an e-mail address (name@example.org); the text is kept but not linked"
        case .phone: "is not a phone number (digits, with spaces, dashes, dots, brackets or a leading +); "
            + "the text is kept but not linked"
        }
    }
}
