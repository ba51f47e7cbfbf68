import Testing
@testable import SiteOutput

@Suite struct SHA256Tests {
    @Test(arguments: SHA256Vectors.nist)
    func nistVectors(input: String, expected: String) {
        #expect(SHA256.hex(Array(input.utf8)) == expected)
        var swift = SHA256(useHardware: false)
        swift.update(Array(input.utf8))
        #expect(SHA256.hex(digest: swift.finalize()) == expected)
    }

    /// 55, 56 and 64 bytes: the padding edge cases (length fits, spills into a second block).
    @Test func paddingEdges() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
        #expect(SHA256.digest([]).count == 32)
    }

    /// Fed in pieces of every size from 1 to 130 bytes (across block edges), the 1,000,000-`a`
    /// NIST vector gives the one-shot digest. In pieces through the Swift compression; in one
    /// piece through the SHA instructions where the CPU has them (`SHA256HardwareTests`).
    @Test(arguments: [1, 7, 55, 63, 64, 65, 130])
    func piecesGiveTheSameDigest(piece: Int) {
        let message = [UInt8](repeating: 0x61, count: 1_000_000)
        var hasher = SHA256(useHardware: false)
        var start = 0
        while start < message.count {
            let end = min(start + piece, message.count)
            message[start..<end].withUnsafeBytes { hasher.update($0) }
            start = end
        }
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hex(digest: hasher.finalize()) == expected)
        #expect(SHA256.hex(message) == expected)
    }
}
