/// A canonical Huffman code (RFC 1951, 3.2.2) made from symbol counts, with no code longer than
/// a limit: the code lengths a dynamic DEFLATE block declares, and the codes to send.
///
/// Deterministic: the same counts give the same code (ties between equal counts go to the lower
/// symbol). When a code would be longer than the limit, the counts are halved (rounding up, so
/// a used symbol stays used) and the tree built again, until it fits: not the optimal limited
/// code (package-merge), but simple, and for the share image's few symbols the limit is rarely
/// reached at all.
struct HuffmanCode {
    /// Each symbol's code length in bits; 0 for a symbol that is not used.
    let lengths: [Int]
    /// Each symbol's code, bit-reversed (DEFLATE sends Huffman codes most significant bit
    /// first, `DeflateBitWriter` least significant first).
    let codes: [UInt32]

    /// The code for `counts` (one per symbol). At least two symbols always get a code: when
    /// fewer are used, the first unused of symbols 0 and 1 is counted once, because a code of
    /// one symbol is incomplete and zlib refuses an incomplete code-length code.
    init(counts: [Int], limit: Int) {
        var weights = counts
        var used = weights.filter { $0 > 0 }.count
        for symbol in 0..<min(2, weights.count) where used < 2 && weights[symbol] == 0 {
            weights[symbol] = 1
            used += 1
        }
        lengths = Self.lengths(weights, limit: limit)
        codes = Self.canonical(lengths)
    }

    /// Huffman code lengths for `weights`, none over `limit`.
    static func lengths(_ weights: [Int], limit: Int) -> [Int] {
        var weights = weights
        while true {
            // The used symbols by weight, ties by symbol: the leaves, lightest first.
            let leaves = weights.indices.filter { weights[$0] > 0 }
                .sorted { weights[$0] != weights[$1] ? weights[$0] < weights[$1] : $0 < $1 }
            var lengths = [Int](repeating: 0, count: weights.count)
            let m = leaves.count
            if m < 2 {
                for symbol in leaves { lengths[symbol] = 1 }
                return lengths
            }
            // Nodes 0..<m are the leaves, m..<2m-1 the inner nodes in the order they are made,
            // which is also by weight (the two-queue construction); the last is the root.
            var weight = leaves.map { weights[$0] } + [Int](repeating: 0, count: m - 1)
            var parent = [Int](repeating: 0, count: 2 * m - 1)
            var leaf = 0, inner = m
            func lightest(before next: Int) -> Int {
                if leaf < m && (inner == next || weight[leaf] <= weight[inner]) {
                    leaf += 1
                    return leaf - 1
                }
                inner += 1
                return inner - 1
            }
            for next in m..<(2 * m - 1) {
                let a = lightest(before: next), b = lightest(before: next)
                weight[next] = weight[a] + weight[b]
                parent[a] = next
                parent[b] = next
            }
            var depth = [Int](repeating: 0, count: 2 * m - 1)
            for node in stride(from: 2 * m - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
            if depth[0..<m].max()! <= limit {
                for k in 0..<m { lengths[leaves[k]] = depth[k] }
                return lengths
            }
            weights = weights.map { ($0 + 1) / 2 }
        }
    }

    /// The canonical codes for `lengths` (RFC 1951, 3.2.2), each bit-reversed.
    static func canonical(_ lengths: [Int]) -> [UInt32] {
        let longest = lengths.max() ?? 0
        var codes = [UInt32](repeating: 0, count: lengths.count)
        guard longest > 0 else { return codes }
        var perLength = [UInt32](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { perLength[length] += 1 }
        var next = [UInt32](repeating: 0, count: longest + 1)
        var code: UInt32 = 0
        for bits in 1...longest {
            code = (code + perLength[bits - 1]) << 1
            next[bits] = code
        }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            var reversed: UInt32 = 0, value = next[length]
            for _ in 0..<length {
                reversed = reversed << 1 | value & 1
                value >>= 1
            }
            codes[symbol] = reversed
            next[length] += 1
        }
        return codes
    }
}
