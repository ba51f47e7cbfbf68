/// The contact rules (`WebLink+Contact`) on the bytes of an ASCII text, which nearly every
/// e-mail address and phone number is: the same answers without splitting into substrings or
/// walking `Character`s (the general rule cost 17,000 instructions an address).
/// `WebLinkTests` compares both paths.
extension WebLink {
    /// Whether `bytes` is `name@host` by the e-mail rule; nil when it is not ASCII (the general
    /// rule decides).
    static func asciiEmail(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let n = bytes.count
        var at = -1
        for i in 0..<n {
            let b = bytes[i]
            if b >= 0x80 { return nil }
            if b == UInt8(ascii: "@") { at = at == -1 ? i : -2 }  // -2: more than one
        }
        // One `@`, with something on each side.
        guard at > 0, at < n - 1 else { return false }
        @inline(__always) func letterOrDigit(_ b: UInt8) -> Bool {
            (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || (b >= 0x30 && b <= 0x39)
        }
        for i in 0..<at {
            let b = bytes[i]
            guard letterOrDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "+")
                    || b == UInt8(ascii: "-") || b == UInt8(ascii: "'") else { return false }
        }
        // Labels of letters, digits and `-`, none empty.
        var label = 0
        for i in (at + 1)..<n {
            let b = bytes[i]
            if b == UInt8(ascii: ".") {
                guard label > 0 else { return false }
                label = 0
            } else {
                guard letterOrDigit(b) || b == UInt8(ascii: "-") else { return false }
                label += 1
            }
        }
        return label > 0
    }

    /// The phone rule on an ASCII text: `.some(digits)` (with a leading `+`) for a number,
    /// `.some(nil)` for none, nil when `text` is not ASCII (the general rule decides).
    static func asciiPhone(_ text: String) -> String?? {
        var text = text
        return text.withUTF8 { bytes -> String?? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var digits = 0, refused = false
            for i in 0..<bytes.count {
                let b = bytes[i]
                if b >= 0x80 { return .none }
                if refused { continue }
                if b >= 0x30, b <= 0x39 { out.append(b); digits += 1 }
                else if b == UInt8(ascii: "+"), i == 0 { out.append(b) }
                else if b == 0x20 || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "(")
                            || b == UInt8(ascii: ")") { continue }
                else { refused = true }
            }
            if refused || digits < 3 { return .some(nil) }
            return .some(String(decoding: out, as: UTF8.self))
        }
    }
}
