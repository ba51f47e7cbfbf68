/// What the PDFs' fonts can draw (`TextSetter`'s font set: DejaVu Sans, then WenQuanYi Micro
/// Hei for Chinese, Japanese and Korean), so a build can warn about text that would print as
/// boxes, most often an emoji.
public enum PDFFonts {
    /// The characters of `text` no font draws, each once, in order of appearance. Controls,
    /// spaces, joiners and variation selectors are not drawn and never listed.
    public static func missing(in text: String) -> String {
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
