import CQRencode

/// A QR code's modules, from libqrencode: the only file that imports CQRencode.
struct QRMatrix: Sendable, Equatable {
    /// Modules per side.
    var size: Int
    /// Row-major, true where the module is dark.
    var dark: [Bool]

    /// Error correction M (15 %), byte mode, the smallest version that holds `text`; nil when
    /// the text is too long for a QR code.
    init?(_ text: String) {
        guard !text.isEmpty, let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        size = width
        dark = (0..<(width * width)).map { code.pointee.data[$0] & 1 == 1 }
    }

    init(size: Int, dark: [Bool]) {
        self.size = size
        self.dark = dark
    }

    subscript(row: Int, column: Int) -> Bool { dark[row * size + column] }
}
