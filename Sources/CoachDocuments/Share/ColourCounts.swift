/// Pixels counted per colour (cairo's `0x00RRGGBB`) in an open-addressing hash table: a
/// colour's number is the order it was first seen, and looking one up is a multiply, a mask and
/// (nearly always) one probe, where a Swift `Dictionary` costs a hasher's rounds each time.
/// `IndexedRaster` calls it once per run of equal pixels.
struct ColourCounts {
    /// Each colour, by number (the order first seen), and its count of pixels.
    private(set) var colours: [UInt32] = []
    private(set) var counts: [Int] = []
    /// Per slot, a colour's number + 1; 0 is empty. Never more than half full.
    private var slots: [Int32]
    private var mask: Int

    init(capacity: Int = 1024) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    /// Adds `pixels` to `colour`'s count (a new colour starts at 0); its number.
    @inline(__always)
    mutating func add(_ colour: UInt32, pixels: Int) -> Int {
        var slot = Self.hash(colour) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            if colours[entry - 1] == colour {
                counts[entry - 1] += pixels
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
        colours.append(colour)
        counts.append(pixels)
        slots[slot] = Int32(colours.count)
        if 2 * colours.count > slots.count { grow() }
        return colours.count - 1
    }

    /// The top 24 bits of a 64-bit multiplicative hash (Fibonacci hashing).
    @inline(__always)
    static func hash(_ colour: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(colour) &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        mask = slots.count - 1
        for (number, colour) in colours.enumerated() {
            var slot = Self.hash(colour) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }
}
