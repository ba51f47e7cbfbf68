@testable import CoachDocuments
import Foundation
import PDFTestSupport
import Testing
import Widgets

/// The PDFs clean text as the pages do: bidi overrides, controls and U+FFFE/U+FFFF never reach
/// the drawn text or the Title and Author.
@Suite struct PDFTextTests {
    @Test(arguments: [
        ("Name\u{202E}gnp.exe", "Namegnp.exe"),
        ("A\u{2066}b\u{2069}c\u{202A}d\u{202C}", "Abcd"),
        ("Cut\u{0}here", "Cuthere"),
        ("Line\nbreak\ttab\r", "Line break tab "),
        ("C1\u{85}\u{9F}\u{7F}x\u{FFFE}\u{FFFF}", "C1x"),
        ("Right\u{200F}mark stays", "Right\u{200F}mark stays"),
        ("Łucja Żółkiewska", "Łucja Żółkiewska"),
    ])
    func cleaning(_ raw: String, _ clean: String) {
        #expect(PDFText.cleaned(raw) == clean)
    }

    /// The résumé: "Name\u{202E}gnp.exe" drew as "Nameexe.png" and a NUL cut the Title.
    @Test func resumeTextTitleAndAuthorAreCleaned() throws {
        let name = "Name\u{202E}gnp.exe"
        var doc = ResumeDocument(info: PDFInfo(title: "\(name)\u{0} – recruiting résumé", author: name, day: "2026-11-27"), name: name)
        doc.headline = "Class of 2027\u{0}\u{2067} · Pitcher"
        let pdf = try ResumePDF.render(doc)
        let text = try PDFTool.text(pdf)
        #expect(text.hasPrefix("Namegnp.exe\n"), "\(text)")
        #expect(text.contains("Class of 2027 · Pitcher"))
        #expect(!text.unicodeScalars.contains { String.isBidiControl($0) || $0.value == 0 })
        let info = try PDFTool.info(pdf)
        #expect(info["Title"] == "Namegnp.exe – recruiting résumé")
        #expect(info["Author"] == "Namegnp.exe")
    }
}
