import Testing
@testable import SiteData

@Suite struct JSONValueTests {
    @Test func rendersNestedValuesWithSortedKeys() {
        let v: JSONValue = .object([
            "b": .array([.int(1), .double(2.5), .null]),
            "a": .bool(true),
            "Z": .object([:]),
            "é": .array([]),
        ])
        #expect(v.render() == """
        {
          "Z": {},
          "a": true,
          "b": [
            1,
            2.5,
            null
          ],
          "é": []
        }

        """)
    }

    /// A site's data file: the same document on one line, keys sorted, ending in a newline.
    @Test func rendersCompactOnOneLine() {
        let v: JSONValue = .object([
            "b": .array([.int(1), .double(2.5), .null, .string("a, b: \"c\"")]),
            "a": .bool(true),
            "Z": .object([:]),
            "é": .array([]),
            "o": .object(["y": .int(2), "x": .object(["k": .bool(false)])]),
        ])
        let text = String(decoding: v.renderCompactUTF8(), as: UTF8.self)
        #expect(text == #"{"Z":{},"a":true,"b":[1,2.5,null,"a, b: \"c\""],"o":{"x":{"k":false},"y":2},"é":[]}"# + "\n")
        #expect(String(decoding: JSONValue.int(3).renderCompactUTF8(), as: UTF8.self) == "3\n")
    }

    @Test func keysSortInCodePointOrder() {
        // "e\u{301}" (decomposed é) sorts by its first scalar "e", before "f" and "\u{E9}".
        let v: JSONValue = .object(["f": .int(1), "e\u{301}": .int(2), "Z": .int(3), "a": .int(4)])
        #expect(v.render() == "{\n  \"Z\": 3,\n  \"a\": 4,\n  \"e\u{301}\": 2,\n  \"f\": 1\n}\n")
    }

    @Test func countsMergeCanonicallyEquivalentKeysUnderTheSmallestSpelling() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        let a = Ordering.counts([composed, decomposed, "b"])
        let b = Ordering.counts(["b", decomposed, composed])
        #expect(a == [KeyCount(key: "b", count: 1), KeyCount(key: decomposed, count: 2)])
        #expect(a.map { Array($0.key.unicodeScalars) } == b.map { Array($0.key.unicodeScalars) })
    }

    @Test(arguments: [
        (91.0, "91.0"), (0.1, "0.1"), (-0.0, "0.0"), (1e20, "100000000000000000000.0"),
        (1e-5, "0.00001"), (1.5e-7, "0.00000015"), (-2.25, "-2.25"), (123456789.125, "123456789.125"),
        (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func doublesPrintPlainAndRoundTrip(x: Double, text: String) {
        #expect(JSONValue.double(x).render() == text + "\n")
    }

    @Test func intsPrintWithoutFraction() {
        #expect(JSONValue.int(91).render() == "91\n")
        #expect(JSONValue.int(-3).render() == "-3\n")
    }

    @Test func stringsAreEscaped() {
        let s = "a\"b\\c\nd\re\tf\u{08}\u{0C}\u{01}\u{1F}\u{7F}\u{2028}\u{2029}</script>é😀"
        #expect(JSONValue.string(s).render()
            == "\"a\\\"b\\\\c\\nd\\re\\tf\\b\\f\\u0001\\u001f\\u007f\\u2028\\u2029</script>é😀\"\n")
    }

    @Test func countsHoldOnlyPositiveCounts() {
        let v = JSONValue.counts([KeyCount(key: "b", count: 2), KeyCount(key: "a", count: 0)])
        #expect(v == .object(["b": .int(2)]))
    }
}
