@testable import CoachDocuments
import Foundation
import PDFTestSupport
import Testing

/// Chinese, Japanese and Korean print with the fallback font (WenQuanYi Micro Hei) and reach
/// the text layer as themselves; what no font draws (most emoji) is found, for a warning.
@Suite struct PDFFontsTests {
    @Test func cjkTextIsDrawnWithTheFallbackFont() throws {
        var doc = ResumeDocument(info: PDFInfo(title: "李小龙", author: "李小龙", day: "2026-11-27"), name: "李小龙 さくら 김민지")
        doc.headline = "東京 · 서울 · 北京"
        let pdf = try ResumePDF.render(doc)
        let text = try PDFTool.text(pdf)
        #expect(text.contains("李小龙 さくら 김민지"), "\(text)")
        #expect(text.contains("東京 · 서울 · 北京"), "\(text)")
        let fonts = try PDFTool.fonts(pdf).map(\.name)
        #expect(fonts.contains { $0.hasSuffix("WenQuanYiMicroHei") }, "\(fonts)")
        #expect(fonts.contains { $0.contains("DejaVuSans") }, "\(fonts)")
        #expect(try PDFTool.info(pdf)["Title"] == "李小龙")
    }

    /// No ligatures: "ff", "fi", "fl" stay two letters, so a Latin text embeds one subset per
    /// weight (WinAnsi), not a second, CID subset of DejaVu Sans for the ligature glyphs alone;
    /// the text layer keeps the letters.
    @Test func ligaturesAreNotFormedSoOneSubsetAWeight() throws {
        let doc = ResumeDocument(info: PDFInfo(title: "Offers", author: "Kim", day: "2026-11-27"), name: "Staff offers")
        var withHeadline = doc
        withHeadline.headline = "Official fifty flyers, affluent staff"
        let pdf = try ResumePDF.render(withHeadline)
        let fonts = try PDFTool.fonts(pdf).map(\.name)
        #expect(fonts.filter { $0.hasSuffix("+DejaVuSans") }.count == 1, "\(fonts)")
        #expect(fonts.filter { $0.hasSuffix("+DejaVuSans-Bold") }.count == 1, "\(fonts)")
        let text = try PDFTool.text(pdf)
        #expect(text.contains("Staff offers") && text.contains("Official fifty flyers, affluent staff"), "\(text)")
    }

    @Test(arguments: [
        ("Kim Lee", ""),
        ("李小龙 さくら 김민지 Łucja", ""),
        ("Kim 🏀🔥 🏀 Lee", "🏀🔥"),
        ("Smile 😀 ☺", ""),  // DejaVu has these
        ("Flag 🇺🇸 and 👍🏽", "🇺🇸👍🏽"),
        ("Heart ❤️ (U+2764 with a variation selector)", ""),
    ])
    func missingCharacters(_ text: String, _ missing: String) {
        #expect(PDFFonts.missing(in: text) == missing)
    }
}
