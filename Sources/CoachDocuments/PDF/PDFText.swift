import Widgets

/// The text cleaning every string drawn in a PDF or written as its Title or Author goes
/// through, the same the pages apply (`String+Escaping` in Widgets): the bidi embedding,
/// override and isolate controls (`String.isBidiControl`) are dropped, so "Name\u{202E}gnp.exe"
/// cannot draw as "Nameexe.png"; so are the C0 and C1 controls (a NUL would cut the Title
/// short) and U+FFFE/U+FFFF. Tabs and line breaks become spaces: every PDF field is one line
/// or wrapped by pango.
enum PDFText {
    static func cleaned(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { needsCleaning($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                out.append(" ")
            } else if !needsCleaning(scalar) {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
            || String.isBidiControl(scalar)
    }
}
