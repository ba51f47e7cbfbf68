/// One piece of a page in the order it is drawn, with its height and how much it matters.
///
/// When the blocks do not fit, the lowest-ranked go first (`PageBlock.fit`): the page stays one
/// page and what a coach needs most is never what is cut (docs/coach-pdf.md, "What is cut").
struct PageBlock {
    /// Higher is kept longer; `Int.max` is never cut.
    var rank: Int
    var height: Double
    /// The section the block belongs to, for saying what was left out (nil: not told).
    var section: ResumePDF.Section? = nil
    /// Draws the block with its top at the given y.
    var draw: (Double) throws -> Void

    /// The blocks to keep, in their order, so their heights sum to at most `available`.
    static func fit(_ blocks: [PageBlock], available: Double) -> [PageBlock] {
        keptIndices(blocks, available: available).map { blocks[$0] }
    }

    /// The indices of the blocks `fit` keeps, in order.
    static func keptIndices(_ blocks: [PageBlock], available: Double) -> [Int] {
        var kept = Array(repeating: true, count: blocks.count)
        var total = blocks.reduce(0) { $0 + $1.height }
        // Lowest rank first; among equals the later block goes first (a stable, complete order).
        let order = blocks.indices.sorted { blocks[$0].rank != blocks[$1].rank ? blocks[$0].rank < blocks[$1].rank : $0 > $1 }
        for i in order where total > available && blocks[i].rank != Int.max {
            kept[i] = false
            total -= blocks[i].height
        }
        return blocks.indices.filter { kept[$0] }
    }
}
