extension LocaleFormatter {
    /// A short text of strings and integers, written into a buffer on the stack: a build formats
    /// hundreds of thousands of dates, and string interpolation costs an allocation or more per
    /// piece.
    struct ShortText {
        private let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0

        fileprivate init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

        mutating func append(_ text: String) {
            for byte in text.utf8 {
                precondition(count < buffer.count)
                buffer[count] = byte
                count += 1
            }
        }

        /// `value` in decimal digits, `-` first when negative (as `String(value)`).
        mutating func append(_ value: Int) {
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var n = 0
            var magnitude = value.magnitude
            withUnsafeMutableBytes(of: &digits) { d in
                repeat {
                    d[n] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                    n += 1
                } while magnitude > 0
                precondition(count + n + 1 <= buffer.count)
                if value < 0 { buffer[count] = UInt8(ascii: "-"); count += 1 }
                while n > 0 {
                    n -= 1
                    buffer[count] = d[n]
                    count += 1
                }
            }
        }

        var string: String { String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self) }
    }

    /// The text `write` writes, at most `capacity` bytes (a precondition).
    static func shortText(capacity: Int, _ write: (inout ShortText) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var text = ShortText(buffer)
            write(&text)
            return text.string
        }
    }
}
