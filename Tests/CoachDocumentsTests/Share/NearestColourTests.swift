import Testing
@testable import CoachDocuments

/// The pruned search gives what comparing with every entry gives: the least squared RGB
/// distance, the lowest palette index of equals.
@Suite struct NearestColourTests {
    /// Every entry compared, in palette order (the rule as the share image first had it).
    static func everyEntry(_ c: UInt32, _ palette: [UInt32]) -> UInt8 {
        func channels(_ v: UInt32) -> (Int, Int, Int) { (Int(v >> 16), Int(v >> 8 & 0xFF), Int(v & 0xFF)) }
        let (r, g, b) = channels(c)
        var best = 0, bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let (pr, pg, pb) = channels(p)
            let d = (r - pr) * (r - pr) + (g - pg) * (g - pg) + (b - pb) * (b - pb)
            if d < bestDistance { (best, bestDistance) = (i, d) }
        }
        return UInt8(best)
    }

    /// Ties: #000002 is 4 from #000000 (index 1) and from #000004 (index 0): the lower index, 0;
    /// #0A0000 is 100 from both reds #000000 and #140000 on either side: index 1 beats 2.
    @Test func tiesGoToTheLowerIndex() {
        let palette: [UInt32] = [0x00_0004, 0x00_0000, 0x14_0000]
        #expect(NearestColour(palette)(0x00_0002) == 0)
        #expect(NearestColour(palette)(0x0A_0000) == 1)
        #expect(NearestColour([])(0x12_3456) == 0)
        #expect(NearestColour([0xFF_FFFF])(0x00_0000) == 0)
    }

    /// 20 palettes (grey ramps with ties, few and clustered colours, 256 random) against 2,000
    /// colours each, from a fixed seed: the same answers as every entry compared.
    @Test func sameAsComparingEveryEntry() {
        var s: UInt64 = 7
        func next() -> UInt32 {
            s = s &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: s >> 40) & 0xFF_FFFF
        }
        var mismatches = 0
        for kind in 0..<20 {
            let palette: [UInt32] = switch kind % 4 {
            case 0: (0..<256).map { UInt32($0 / 2 * 2) * 0x01_0101 ^ UInt32($0 % 2) }  // a grey ramp, pairs one blue apart
            case 1: (0..<3).map { _ in next() }
            case 2: (0..<200).map { _ in next() & 0xF0_F0F0 | 0x08_0808 }
            default: (0..<256).map { _ in next() }
            }
            let nearest = NearestColour(palette)
            for _ in 0..<2_000 {
                let c = next()
                if nearest(c) != Self.everyEntry(c, palette) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}
