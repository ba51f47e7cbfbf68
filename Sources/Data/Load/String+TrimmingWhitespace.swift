import Foundation

extension String {
    /// Without leading and trailing white space and line breaks, exactly as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims them (Unicode's spaces, tab,
    /// line breaks, U+0085). A string that starts and ends with a visible ASCII character, as
    /// nearly every link and name does, is returned as it is without asking Foundation: none
    /// of those characters is white space. Links are trimmed this way once per link of every
    /// page of every packet.
    public var trimmingWhitespaceAndNewlines: String {
        let utf8 = self.utf8
        let count = utf8.count
        guard count > 0 else { return self }
        let first = utf8[utf8.startIndex], last = utf8[utf8.index(utf8.startIndex, offsetBy: count - 1)]
        if first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether every character is ASCII: then lower-casing is a byte map, and Unicode
    /// normalisation and accent folding leave the string as it is.
    public var isPlainASCII: Bool {
        utf8.allSatisfy { $0 < 0x80 }
    }
}
