extension WebLink {
    /// What a contact field holds: an e-mail address or a phone number.
    public enum Contact: Sendable, Hashable {
        case email, phone
    }

    /// The link a contact field's `text` makes, or nil when it makes none: the one rule for
    /// every email and phone field (the athlete's, a coach's, a reference's), applied once, by
    /// the loaders (docs/content.md, "Links").
    ///
    /// - email: `name@host` and nothing more (trimmed), or `mailto:name@host` (the scheme in
    ///   any case): one `@`; the name of letters, digits and `. _ + - '`; the host of letters,
    ///   digits and `-` in labels between dots. Anything else (`?bcc=`, `?cc=`, `&body=`, `%0A`,
    ///   a second `@`, spaces, controls) makes no link, so a link can never add a recipient,
    ///   a header or a line to the mail it opens (docs/security.md, "Mail links").
    /// - phone: digits with spaces, dashes, dots and brackets between them and an optional
    ///   leading `+`, at least 3 digits: `tel:` with the digits (and the `+`) only. `n/a`,
    ///   `none`, `ask me` make no link.
    public init?(_ contact: Contact, _ text: String) {
        let trimmed = text.trimmingSpaces
        switch contact {
        case .email:
            // `mailto:` in front (any case) is allowed; what follows must be the address alone:
            // no `?bcc=`, `?cc=`, `&body=`, no percent-encoded line break (docs/security.md).
            var address = Substring(trimmed)
            if address.count > 7, address.prefix(7).lowercased() == "mailto:" { address = address.dropFirst(7) }
            guard Self.isEmailAddress(address) else { return nil }
            self.init(url: "mailto:" + address, scheme: .mailto)
        case .phone:
            guard let digits = Self.asciiPhone(trimmed) ?? Self.phoneDigits(trimmed) else { return nil }
            self.init(url: "tel:" + digits, scheme: .tel)
        }
    }

    /// `name@host` as the email rule above reads it.
    static func isEmailAddress(_ text: Substring) -> Bool {
        if let ascii = text.utf8.withContiguousStorageIfAvailable({ Self.asciiEmail($0) }), let ascii { return ascii }
        return scalarEmail(text)
    }

    /// The phone rule on `Character`s, for any text: the digits (and a leading `+`), or nil.
    static func phoneDigits(_ trimmed: String) -> String? {
        var out = ""
        for (i, c) in trimmed.enumerated() {
            if c.isASCII, c.isNumber { out.append(c) }
            else if c == "+", i == 0 { out.append(c) }
            else if c == " " || c == "-" || c == "." || c == "(" || c == ")" { continue }
            else { return nil }
        }
        guard out.count(where: { $0 != "+" }) >= 3 else { return nil }
        return out
    }

    /// The e-mail rule on Unicode scalars, for any text.
    static func scalarEmail(_ text: Substring) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        func letterOrDigit(_ s: Unicode.Scalar) -> Bool {
            s.isASCII ? (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s))
                : (s.properties.isAlphabetic || s.properties.numericType != nil) && !isControl(s)
        }
        let nameOK = parts[0].unicodeScalars.allSatisfy { letterOrDigit($0) || "._+-'".unicodeScalars.contains($0) }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        let hostOK = labels.allSatisfy { label in
            !label.isEmpty && label.unicodeScalars.allSatisfy { letterOrDigit($0) || $0 == "-" }
        }
        return nameOK && hostOK
    }

    init(url: String, scheme: Scheme) {
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
