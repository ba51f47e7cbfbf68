/// Excel's "Unicode Text" (and some other exports) is UTF-16 with a byte-order mark: `FF FE`
/// (little-endian, what Excel writes) or `FE FF` (big-endian). Such a file is turned into UTF-8
/// before it is parsed; Excel's Unicode Text separates columns with tabs (`CSVReader` accepts
/// them in a file that was UTF-16). The same is done for UTF-32 with its byte-order mark
/// (`FF FE 00 00`, `00 00 FE FF`), and for UTF-16 without one when the bytes leave no doubt
/// (`UTF16Text+Guess.swift`: a NUL beside most characters); CSV and JSON files alike.
enum UTF16Text {
    enum Conversion {
        /// Not UTF-16 (no byte-order mark): read as it is.
        case notUTF16
        /// The text as UTF-8, without the byte-order mark.
        case converted([UInt8])
        /// A byte-order mark, but the rest is no UTF-16 text: the error at the first bad unit.
        case refused(Diagnostic)
    }

    /// How the file's units are stored.
    enum Encoding: Equatable {
        case utf16(little: Bool, mark: Bool)
        case utf32(little: Bool)

        /// For messages: `UTF-16 LE`, `UTF-32 BE`…
        var name: String {
            switch self {
            case .utf16(let little, _): "UTF-16 " + (little ? "LE" : "BE")
            case .utf32(let little): "UTF-32 " + (little ? "LE" : "BE")
            }
        }

        var unitSize: Int {
            if case .utf32 = self { return 4 }
            return 2
        }

        /// The byte-order mark's length (0 when there is none).
        var markSize: Int {
            switch self {
            case .utf16(_, let mark): mark ? 2 : 0
            case .utf32: 4
            }
        }

        var little: Bool {
            switch self {
            case .utf16(let little, _), .utf32(let little): little
            }
        }
    }

    /// The encoding `bytes` are in, or nil for UTF-8 (or another 8-bit text).
    static func encoding(of bytes: [UInt8]) -> Encoding? {
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xFE, bytes[2] == 0, bytes[3] == 0 { return .utf32(little: true) }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF { return .utf32(little: false) }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return .utf16(little: true, mark: true) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return .utf16(little: false, mark: true) }
        return guessUTF16(bytes)
    }

    /// `saveAs`: what the message tells to save the file as instead.
    static func convert(_ bytes: [UInt8], file: String, saveAs: String = "\"CSV UTF-8 (comma delimited)\"") -> Conversion {
        guard let encoding = encoding(of: bytes) else { return .notUTF16 }
        let little = encoding.little
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var line = 1, column = 1
        func refuse() -> Conversion {
            let start = encoding.markSize == 0 ? "looks like \(encoding.name) text (a NUL byte beside most characters)"
                : "starts as \(encoding.name) text (the bytes \(bytes.prefix(encoding.markSize).map(hex).joined(separator: " "))"
                    + (encoding == .utf16(little: true, mark: true) ? ", as Excel's \"Unicode Text\" saves)" : ")")
            return .refused(.error("this file \(start) but is not valid \(encoding.name) from here; save it again as \(saveAs)",
                                   at: SourceLocation(file: file, line: line, column: column)))
        }
        var k = encoding.markSize
        func unit() -> UInt32? {
            guard k + encoding.unitSize - 1 < bytes.count else { return nil }
            defer { k += encoding.unitSize }
            var v: UInt32 = 0
            for j in 0..<encoding.unitSize {
                let b = UInt32(bytes[little ? k + encoding.unitSize - 1 - j : k + j])
                v = v << 8 | b
            }
            return v
        }
        while k < bytes.count {
            guard let u = unit() else { return refuse() }
            var value = u
            if encoding.unitSize == 2, u >= 0xD800, u < 0xDC00 {
                guard let low = unit(), low >= 0xDC00, low < 0xE000 else { return refuse() }
                value = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { return refuse() }
            out.append(contentsOf: UTF8.encode(scalar)!)
            if value == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return .converted(out)
    }

    static func hex(_ b: UInt8) -> String {
        let s = String(b, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }
}
