extension LocaleFormatter {
    /// `Nov 22, 2026`; pl `22 lis 2026`, written into the string's own inline storage: `month`
    /// at most 4 bytes, `day` 1…31, `year` 1000…9999 (`date` checks), 15 bytes of room, so the
    /// string is a small one, made without an allocation. Byte for byte what `ShortText` wrote
    /// (tested on every day of several centuries, both languages).
    func smallDate(month: UnsafeBufferPointer<UInt8>, day: Int, year: Int) -> String {
        String(unsafeUninitializedCapacity: 15) { out in
            var n = 0
            func put(_ b: UInt8) { out[n] = b; n += 1 }
            func putMonth() { for b in month { put(b) } }
            func putDay() {
                if day >= 10 { put(UInt8(ascii: "0") + UInt8(day / 10)) }
                put(UInt8(ascii: "0") + UInt8(day % 10))
            }
            func putYear() {
                put(UInt8(ascii: "0") + UInt8(year / 1000))
                put(UInt8(ascii: "0") + UInt8(year / 100 % 10))
                put(UInt8(ascii: "0") + UInt8(year / 10 % 10))
                put(UInt8(ascii: "0") + UInt8(year % 10))
            }
            switch language {
            case .en:
                putMonth(); put(UInt8(ascii: " ")); putDay(); put(UInt8(ascii: ",")); put(UInt8(ascii: " ")); putYear()
            case .pl:
                putDay(); put(UInt8(ascii: " ")); putMonth(); put(UInt8(ascii: " ")); putYear()
            }
            return n
        }
    }
}
