extension String {
    /// Whether the text draws nothing: empty, or only spaces, controls and invisible format
    /// characters (zero-width space, joiners, U+FEFF, word joiner, bidi controls, soft hyphen…).
    /// A name of `"\u{200B}\u{200C}\u{200D}\u{FEFF}"` would show blank in every title, card,
    /// share image and résumé, as `""` would.
    var showsNothing: Bool {
        unicodeScalars.allSatisfy { s in
            let p = s.properties
            return p.isWhitespace || p.isDefaultIgnorableCodePoint || p.generalCategory == .control
                || p.generalCategory == .format
        }
    }
}

extension AthleteProfileLoader {
    /// `String.showsNothing`, for the database source.
    public static func showsNothing(_ name: String) -> Bool { name.showsNothing }
}
