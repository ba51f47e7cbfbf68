/// Excel's "Unicode Text" (and some other exports) is UTF-16 with a byte-order mark: `FF FE`
/// (little-endian, what Excel writes) or `FE FF` (big-endian). Such a file is turned into UTF-8
/// before it is parsed; Excel's Unicode Text separates columns with tabs (`CSVReader` accepts
/// them in a file that was UTF-16).
enum UTF16Text {
    enum Conversion {
        /// Not UTF-16 (no byte-order mark): read as it is.
        case notUTF16
        /// The text as UTF-8, without the byte-order mark.
        case converted([UInt8])
        /// A byte-order mark, but the rest is no UTF-16 text: the error at the first bad unit.
        case refused(Diagnostic)
    }

    static func convert(_ bytes: [UInt8], file: String) -> Conversion {
        guard bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) else {
            return .notUTF16
        }
        let little = bytes[0] == 0xFF
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var line = 1, column = 1
        func refuse() -> Conversion {
            let bom = little ? "FF FE" : "FE FF"
            return .refused(.error("this file starts as UTF-16 text (the bytes \(bom), as Excel's \"Unicode Text\" saves) but "
                                   + "is not valid UTF-16 from here; save it again as \"CSV UTF-8 (comma delimited)\"",
                                   at: SourceLocation(file: file, line: line, column: column)))
        }
        var k = 2
        func unit() -> UInt16? {
            guard k + 1 < bytes.count else { return nil }
            defer { k += 2 }
            return little ? UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8 : UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1])
        }
        while k < bytes.count {
            guard let u = unit() else { return refuse() }
            var value = UInt32(u)
            if u >= 0xD800, u < 0xDC00 {
                guard let low = unit(), low >= 0xDC00, low < 0xE000 else { return refuse() }
                value = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if u >= 0xDC00, u < 0xE000 {
                return refuse()
            }
            let scalar = Unicode.Scalar(value)!
            out.append(contentsOf: UTF8.encode(scalar)!)
            if value == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return .converted(out)
    }
}
