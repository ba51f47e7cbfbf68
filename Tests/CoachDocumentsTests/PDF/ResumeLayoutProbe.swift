import PDFTestSupport
import Foundation

/// Where things landed on the page, from `pdftotext -bbox` (points from the top left).
enum ResumeLayoutProbe {
    /// The first word `word`'s box.
    static func box(of word: String, in pdf: [UInt8]) throws -> (x: Double, y: Double, maxY: Double)? {
        let html = try PDFTool.run("pdftotext", ["-bbox", "-enc", "UTF-8"], pdf: pdf, stdout: true).text
        for line in html.split(separator: "\n") where line.contains(">\(word)</word>") {
            func value(_ name: String) -> Double? {
                guard let r = line.range(of: "\(name)=\"") else { return nil }
                return Double(line[r.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = value("xMin"), let y = value("yMin"), let maxY = value("yMax") else { continue }
            return (x, y, maxY)
        }
        return nil
    }

    /// The first trend chart: under its caption "Pitch velocity (mph)", 64 points high.
    static func chartBox(_ pdf: [UInt8]) throws -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let caption = try box(of: "(mph)", in: pdf) else { return nil }
        return (40, caption.maxY + 2, 150, 62)
    }
}
