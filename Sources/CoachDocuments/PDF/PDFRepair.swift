/// Fixes, in place, what cairo 1.16 (Debian 12) gets wrong in a PDF.
///
/// With links (`cairo_tag_begin(CAIRO_TAG_LINK, …)`) cairo 1.16 reserves object numbers for
/// the link's structure that it never writes, and lists them in the cross-reference table at
/// an offset that holds another object: `qpdf --check` calls the file damaged. Each such entry
/// becomes a free entry of the same 20 bytes, so no offset moves. Newer cairo writes no such
/// entries and the bytes pass unchanged.
enum PDFRepair {
    static func freeUnwrittenObjects(_ pdf: inout [UInt8]) {
        guard let startxref = lastRange(of: Array("startxref".utf8), in: pdf) else { return }
        var i = startxref + 9
        while i < pdf.count, pdf[i] == 0x0A || pdf[i] == 0x0D || pdf[i] == 0x20 { i += 1 }
        var xref = 0
        while i < pdf.count, pdf[i] >= 0x30, pdf[i] <= 0x39 { xref = xref * 10 + Int(pdf[i] - 0x30); i += 1 }
        guard xref + 4 < pdf.count, Array(pdf[xref..<(xref + 4)]) == Array("xref".utf8) else { return }
        // "xref\n0 N\n" then N entries of 20 bytes.
        var p = xref + 4
        func skipSpace() { while p < pdf.count, pdf[p] == 0x0A || pdf[p] == 0x0D || pdf[p] == 0x20 { p += 1 } }
        func number() -> Int? {
            var n = 0, digits = 0
            while p < pdf.count, pdf[p] >= 0x30, pdf[p] <= 0x39 { n = n * 10 + Int(pdf[p] - 0x30); p += 1; digits += 1 }
            return digits > 0 ? n : nil
        }
        skipSpace()
        guard let first = number() else { return }
        skipSpace()
        guard let count = number() else { return }
        skipSpace()
        guard p + count * 20 <= pdf.count else { return }
        for k in 0..<count {
            let entry = p + k * 20
            guard pdf[entry + 17] == UInt8(ascii: "n") else { continue }
            let offset = Int(String(decoding: pdf[entry..<(entry + 10)], as: UTF8.self)) ?? -1
            let expected = Array("\(first + k) 0 obj".utf8)
            let holds = offset >= 0 && offset + expected.count <= pdf.count && Array(pdf[offset..<(offset + expected.count)]) == expected
            if !holds {
                pdf.replaceSubrange(entry..<(entry + 18), with: Array("0000000000 00001 f".utf8))
            }
        }
    }

    static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var i = bytes.count - needle.count
        while i >= 0 {
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i -= 1
        }
        return nil
    }
}
