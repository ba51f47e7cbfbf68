/// What the PDFs' fonts can draw (`TextSetter`'s font set: DejaVu Sans, then WenQuanYi Micro
/// Hei for Chinese, Japanese and Korean), so a build can warn about text that would print as
/// boxes, most often an emoji.
public enum PDFFonts {
    /// The characters of `text` no font draws, each once, in order of appearance. Controls,
    /// spaces, joiners and variation selectors are not drawn and never listed.
    public static func missing(in text: String) -> String {
        // ASCII (most fields): its controls are dropped or drawn as spaces, and the fonts draw
        // every printable ASCII character (on a machine whose fonts do not, each is looked up).
        if coversPrintableASCII, text.utf8.allSatisfy({ $0 < 0x80 }) { return "" }
        return missingByCharacter(in: text)
    }

    /// Whether the fonts draw every printable ASCII character, `!` to `~` (DejaVu Sans does).
    static let coversPrintableASCII = (0x21...0x7E).allSatisfy { TextSetter.covers(Unicode.Scalar(UInt8($0))) }

    /// `missing(in:)` character by character, for any text.
    static func missingByCharacter(in text: String) -> String {
        var out = ""
        var seen: Set<Character> = []
        for character in PDFText.cleaned(text) {
            let drawn = character.unicodeScalars.filter {
                !$0.properties.isWhitespace && $0.properties.generalCategory != .format
                    && $0.properties.generalCategory != .nonspacingMark && !$0.properties.isVariationSelector
            }
            guard let first = drawn.first, !TextSetter.covers(first), seen.insert(character).inserted else { continue }
            out.append(character)
        }
        return out
    }
}
