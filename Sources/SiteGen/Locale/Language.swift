/// A UI language sitegen ships strings and formats for (`site.yml` `locale`).
public enum Language: String, CaseIterable, Sendable, Hashable {
    case en, pl

    /// The language for a `site.yml` `locale` value (`en`, `pl`; case-insensitive, a region
    /// suffix such as `pl-PL` or `en_US` is ignored), or nil.
    public init?(identifier: String) {
        let base = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first
        guard let base, let language = Language(rawValue: String(base)) else { return nil }
        self = language
    }

    /// The CLDR plural category of a whole number in this language.
    ///
    /// - en: `one` for 1, `other` otherwise.
    /// - pl: `one` for 1; `few` when the last digit is 2–4 and the last two are not 12–14;
    ///   `many` for every other whole number (0, 5–21, 25–31, 112…).
    public func pluralCategory(_ count: Int) -> PluralCategory {
        switch self {
        case .en:
            return count == 1 ? .one : .other
        case .pl:
            let n = count.magnitude
            if n == 1 { return .one }
            let mod10 = n % 10, mod100 = n % 100
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        }
    }

    /// The plural categories a string table in this language must give for each plural entry.
    public var requiredPluralCategories: [PluralCategory] {
        switch self {
        case .en: [.one, .other]
        case .pl: [.one, .few, .many]
        }
    }
}

/// CLDR plural categories used by the string tables.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable {
    case zero, one, two, few, many, other
}
