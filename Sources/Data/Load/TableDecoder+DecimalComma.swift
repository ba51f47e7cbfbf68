/// Numbers in a `;`-separated CSV file, as European Excel writes them: `1,75`.
extension TableDecoder {
    /// Why a number cell of a decimal-comma file is refused, in words for the message.
    struct NumberRefusal: Error, Equatable {
        var message: String
    }

    /// A number cell of a decimal-comma file: `1,75` is 1.75; a cell without a comma is read as
    /// usual (`12`, `1.75`, `-3e2`), except one that could be a thousands separator (`1.500`,
    /// `12.345.678`: a point followed by groups of exactly three digits), and one holding both
    /// marks (`1.234,5`) or two commas, which are refused rather than guessed. nil: not a number
    /// at all (the usual message).
    static func commaNumber(_ text: String) -> Result<Double, NumberRefusal>? {
        var commas = 0, points = 0
        for b in text.utf8 {
            if b == UInt8(ascii: ",") { commas += 1 } else if b == UInt8(ascii: ".") { points += 1 }
        }
        if commas > 0, points > 0 || commas > 1 {
            var digits = Substring(text)
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            guard digits.allSatisfy({ $0 == "." || $0 == "," || ($0.isASCII && $0.isNumber) }) else { return nil }
            return .failure(NumberRefusal(message: "\(Quote.text(text)) uses \".\" or \",\" to group thousands, which "
                                          + "could be read more than one way; write the number without grouping, "
                                          + "with a comma for decimals, e.g. 1234,5"))
        }
        if commas == 1 {
            let pointed = String(decoding: text.utf8.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
            return number(pointed).map { .success($0) }
        }
        if points > 0, looksGrouped(text) {
            return .failure(NumberRefusal(message: "\(Quote.text(text)) could be a number with a thousands point or a "
                                          + "decimal point in a file that uses decimal commas; write it without "
                                          + "grouping (1500) or with a decimal comma (1,5)"))
        }
        return nil
    }

    /// `1.500`, `-12.345.678`: one to three digits, then groups of a point and three digits.
    static func looksGrouped(_ text: String) -> Bool {
        var s = Substring(text)
        if s.first == "-" || s.first == "+" { s = s.dropFirst() }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, (1...3).contains(parts[0].count) else { return false }
        return parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
            && parts.dropFirst().allSatisfy { $0.count == 3 }
    }
}
