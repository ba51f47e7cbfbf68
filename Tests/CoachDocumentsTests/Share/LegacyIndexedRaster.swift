import Foundation

/// The palette and rows as `PNGEncoder` made them before `IndexedRaster` (a Swift `Dictionary`
/// per run, the same rule), kept as the reference the new raster must equal pixel for pixel.
enum LegacyIndexedRaster {
    static func make(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> (palette: [UInt32], rows: [UInt8]) {
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            UnsafeRawPointer(pixels + y * stride).loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) & 0xFF_FFFF
        }
        var counts: [UInt32: Int] = [:]
        for y in 0..<height where width > 0 {
            var current = pixel(0, y), run = 0
            for x in 0..<width {
                let p = pixel(x, y)
                if p == current { run += 1; continue }
                counts[current, default: 0] += run
                (current, run) = (p, 1)
            }
            counts[current, default: 0] += run
        }
        let palette = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(256).map(\.key)
        var index: [UInt32: UInt8] = [:]
        for (i, c) in palette.enumerated() { index[c] = UInt8(i) }
        for c in counts.keys.sorted() where index[c] == nil {
            // The nearest by squared RGB distance, the first of equals.
            let (r, g, b) = (Int(c >> 16), Int(c >> 8 & 0xFF), Int(c & 0xFF))
            var best = 0, bestDistance = Int.max
            for (i, p) in palette.enumerated() {
                let (pr, pg, pb) = (Int(p >> 16), Int(p >> 8 & 0xFF), Int(p & 0xFF))
                let d = (r - pr) * (r - pr) + (g - pg) * (g - pg) + (b - pb) * (b - pb)
                if d < bestDistance { (best, bestDistance) = (i, d) }
            }
            index[c] = UInt8(best)
        }
        var rows: [UInt8] = []
        for y in 0..<height {
            rows.append(0)
            var last: UInt32 = .max, lastIndex: UInt8 = 0
            for x in 0..<width {
                let p = pixel(x, y)
                if p != last { (last, lastIndex) = (p, index[p]!) }
                rows.append(lastIndex)
            }
        }
        return (palette, rows)
    }
}
