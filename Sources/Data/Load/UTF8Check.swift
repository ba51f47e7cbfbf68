/// Whether bytes are valid UTF-8, answered in one pass that reads eight ASCII bytes at a time
/// (the standard library's generic `String(validating:)` over an array cost about nine
/// instructions a byte, and a CSV file was checked twice). Valid means what Unicode says and
/// `String(validating:as: UTF8.self)` accepts: no stray continuation byte, no overlong form,
/// no surrogate (ED A0–BF), nothing above U+10FFFF (`UTF8CheckTests` compares the two).
enum UTF8Check {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { isValid($0) }
    }

    static func isValid(_ u: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = u.baseAddress else { return true }
        let n = u.count
        var i = 0
        while i < n {
            // Eight ASCII bytes at a time.
            while i + 8 <= n {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                i += 8
            }
            guard i < n else { return true }
            let b = base[i]
            if b < 0x80 { i += 1; continue }
            // The allowed range of the second byte, and the sequence's length.
            let length: Int, low: UInt8, high: UInt8
            switch b {
            case 0xC2...0xDF: length = 2; low = 0x80; high = 0xBF
            case 0xE0: length = 3; low = 0xA0; high = 0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; low = 0x80; high = 0xBF
            case 0xED: length = 3; low = 0x80; high = 0x9F
            case 0xF0: length = 4; low = 0x90; high = 0xBF
            case 0xF1...0xF3: length = 4; low = 0x80; high = 0xBF
            case 0xF4: length = 4; low = 0x80; high = 0x8F
            default: return false
            }
            guard i + length <= n else { return false }
            let second = base[i + 1]
            guard second >= low, second <= high else { return false }
            var k = 2
            while k < length {
                guard base[i + k] & 0xC0 == 0x80 else { return false }
                k += 1
            }
            i += length
        }
        return true
    }
}
