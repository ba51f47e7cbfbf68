/// The palette entry nearest a colour: the least squared RGB distance, the first (lowest index)
/// of equals, the rule the share image has always used for a colour outside its 256.
///
/// Not every entry is compared: the entries are kept sorted by red, and the search goes out from
/// the colour's red in both directions, stopping on a side once the red difference alone is
/// more than the best distance found (every entry further on is further off). Same answer as
/// comparing with all 256 (NearestColourTests), in a fraction of the comparisons: a card's
/// antialiased edges sit between a few flat colours, close to some entry.
struct NearestColour {
    /// The entries' channels and palette indexes, by red, then by index.
    private let red: [Int32], green: [Int32], blue: [Int32], index: [UInt8]

    init(_ palette: [UInt32]) {
        let order = palette.indices.sorted { (palette[$0] >> 16, $0) < (palette[$1] >> 16, $1) }
        red = order.map { Int32(palette[$0] >> 16) }
        green = order.map { Int32(palette[$0] >> 8 & 0xFF) }
        blue = order.map { Int32(palette[$0] & 0xFF) }
        index = order.map { UInt8(truncatingIfNeeded: $0) }
    }

    /// The index of the entry nearest `colour` (`0x00RRGGBB`); 0 for an empty palette.
    func callAsFunction(_ colour: UInt32) -> UInt8 {
        let n = red.count
        let r = Int32(colour >> 16 & 0xFF), g = Int32(colour >> 8 & 0xFF), b = Int32(colour & 0xFF)
        // The first entry whose red is not below the colour's.
        var low = 0, high = n
        while low < high {
            let middle = (low + high) / 2
            if red[middle] < r { low = middle + 1 } else { high = middle }
        }
        var best = Int32.max, bestIndex: UInt8 = 0
        func consider(_ k: Int) {
            let (dr, dg, db) = (red[k] - r, green[k] - g, blue[k] - b)
            let d = dr * dr + dg * dg + db * db
            if d < best || (d == best && index[k] < bestIndex) { (best, bestIndex) = (d, index[k]) }
        }
        var up = low, down = low - 1
        while up < n || down >= 0 {
            if up < n {
                let dr = red[up] - r
                if dr * dr > best { up = n } else { consider(up); up += 1 }
            }
            if down >= 0 {
                let dr = r - red[down]
                if dr * dr > best { down = -1 } else { consider(down); down -= 1 }
            }
        }
        return bestIndex
    }
}
