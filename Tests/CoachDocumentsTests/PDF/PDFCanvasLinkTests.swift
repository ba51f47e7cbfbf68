@testable import CoachDocuments
import Foundation
import PDFTestSupport
import PropertyBased
import Testing

/// Every link a PDF gets is a plain `/URI` action holding exactly the address it was given,
/// whatever PDF syntax the address holds (issue: `)/S/JavaScript/JS(app.alert(1))/Next(` in a
/// video URL turned the résumé's links into JavaScript actions).
@Suite struct PDFCanvasLinkTests {
    /// Characters that mean something in PDF syntax, a few letters, and characters whose UTF-8
    /// bytes are above 127 (two, three and four bytes long).
    static let piece = Gen<String>.oneOf(
        Gen<Character?>.element(of: Array("()\\/<>[]{}%#'")).map { String($0!) },
        Gen<Character?>.element(of: Array("aZ9:.=&?- ")).map { String($0!) },
        Gen<Character?>.element(of: Array("éß€中😀\u{7F}\u{80}\u{FF}\u{202E}\n\r\t")).map { String($0!) },
        Gen<String?>.element(of: [")/S/JavaScript/JS(app.alert(1))/Next(", "\\)", "\\\\(", ">>", "<<", "\\051", "%%EOF", "endobj"]).map { $0! })

    static let url = zip(Gen<String?>.element(of: ["https://example.org/", "http://x.test/?q=", "mailto:a@", "tel:+1"]).map { $0! },
                         piece.array(of: 0...12)).map { prefix, pieces in prefix + pieces.joined() }

    /// Links on `urls.count / 400 + 1` pages, in one PDF.
    static func pdf(links urls: [String]) throws -> [UInt8] {
        let canvas = PDFCanvas(paper: .letter, info: PDFInfo(title: "Links", author: "Test", day: "2026-11-27"))
        // cairo writes a page's link annotations only when the page has content.
        canvas.fill(PDFRect(x: 0, y: 0, width: 1, height: 1), .black)
        for (i, url) in urls.enumerated() {
            if i > 0, i % 400 == 0 { canvas.newPage(); canvas.fill(PDFRect(x: 0, y: 0, width: 1, height: 1), .black) }
            let k = Double(i % 400)
            canvas.link(PDFRect(x: 10 + k.truncatingRemainder(dividingBy: 20) * 28, y: 10 + (k / 20).rounded(.down) * 35, width: 20, height: 20), uri: url)
        }
        return try canvas.finish()
    }

    /// The `/S` action types and the URIs (un-escaped) of every annotation in `qpdf --qdf`'s output.
    static func actions(_ pdf: [UInt8]) throws -> (types: [String], uris: [[UInt8]]) {
        let qdf = try PDFTool.run("qpdf", ["--qdf", "--object-streams=disable"], pdf: pdf, stdout: true).output
        var types: [String] = []
        var uris: [[UInt8]] = []
        var i = 0
        func starts(_ s: String, at p: Int) -> Bool { let b = Array(s.utf8); return p + b.count <= qdf.count && Array(qdf[p..<(p + b.count)]) == b }
        while i < qdf.count {
            if starts("/S /", at: i) || starts("/S/", at: i) {
                var j = i + 3
                while qdf[j] == 0x20 { j += 1 }
                var k = j + 1
                while k < qdf.count, !" /\n\r<>[]()".utf8.contains(qdf[k]) { k += 1 }
                types.append(String(decoding: qdf[j..<k], as: UTF8.self))
                i = k
            } else if starts("/URI (", at: i) {
                var j = i + 6, depth = 1
                let start = j
                while depth > 0 {
                    if qdf[j] == 0x5C { j += 2; continue }
                    if qdf[j] == 0x28 { depth += 1 }
                    if qdf[j] == 0x29 { depth -= 1 }
                    j += 1
                }
                uris.append(PDFString.bytes(ofLiteralBody: qdf[start..<(j - 1)]))
                i = j
            } else if starts("/URI <", at: i) {
                var j = i + 6
                var hex: [UInt8] = []
                while qdf[j] != UInt8(ascii: ">") { hex.append(qdf[j]); j += 1 }
                let digits = hex.filter { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }.map { Int(String(UnicodeScalar($0)), radix: 16)! }
                uris.append(stride(from: 0, to: digits.count, by: 2).map { UInt8(digits[$0] * 16 + ($0 + 1 < digits.count ? digits[$0 + 1] : 0)) })
                i = j
            } else {
                i += 1
            }
        }
        return (types, uris)
    }

    @Test func theIssuesURLIsAPlainURIAction() throws {
        let url = "https://example.org/x)/S/JavaScript/JS(app.alert(1))/Next("
        let pdf = try Self.pdf(links: [url])
        #expect(try PDFTool.run("qpdf", ["--check"], pdf: pdf).status == 0)
        let (types, uris) = try Self.actions(pdf)
        #expect(Set(types).subtracting(["/Link", "/Transparency"]) == ["/URI"])
        #expect(uris == [Array(url.utf8)])
        // Written as plain ASCII with octal escapes: no parenthesis can close the string early.
        #expect(String(decoding: pdf, as: UTF8.self).contains("/URI (https://example.org/x\\051/S/JavaScript/JS\\050app.alert\\0501\\051\\051/Next\\050)"))
    }

    /// 5 × 600 generated addresses, 600 to a PDF: each PDF's only actions are `/URI`, one per
    /// link, and they hold exactly the addresses given.
    @Test func generatedAddressesStayPlainURIs() async throws {
        await propertyCheck(count: 5, input: Self.url.array(of: 600)) { urls in
            do {
                let pdf = try Self.pdf(links: urls)
                let check = try PDFTool.run("qpdf", ["--check"], pdf: pdf)
                #expect(check.status == 0, "\(check.text)")
                let (types, uris) = try Self.actions(pdf)
                #expect(Set(types).subtracting(["/Link", "/Transparency"]) == ["/URI"], "\(Set(types))")
                #expect(types.filter { $0 == "/URI" }.count == urls.count)
                #expect(uris.sorted { $0.lexicographicallyPrecedes($1) } == urls.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
            } catch {
                Issue.record(error)
            }
        }
    }
}
