/// Chooses which x-axis labels to draw so that none overlap: always the first, the last when
/// it fits, and evenly spaced ones between when there is room.
enum AxisLabels {
    struct Placed {
        let index: Int
        let text: String
        let x: Double
        let anchor: String
    }

    /// `positions[i]` is the x of label `i`; labels lie within `[left, right]`.
    static func place(
        _ labels: [String], positions: [Double], left: Double, right: Double, fontSize: Double, gap: Double = 6
    ) -> [Placed] {
        let n = labels.count
        guard n > 0 else { return [] }
        if n == 1 {
            return [Placed(index: 0, text: TextMetrics.truncated(labels[0], toWidth: right - left, fontSize: fontSize),
                           x: (left + right) / 2, anchor: "middle")]
        }
        let half = (right - left) / 2 - gap
        let first = TextMetrics.truncated(labels[0], toWidth: half, fontSize: fontSize)
        let last = TextMetrics.truncated(labels[n - 1], toWidth: half, fontSize: fontSize)
        var placed = [Placed(index: 0, text: first, x: left, anchor: "start")]
        var occupiedUntil = left + TextMetrics.width(first, fontSize: fontSize) + gap
        let lastStart = right - TextMetrics.width(last, fontSize: fontSize) - gap
        // Evenly spaced candidates between; accept when they clear both neighbours.
        let widest = labels.map { TextMetrics.width($0, fontSize: fontSize) }.max() ?? 0
        let slots = Int((right - left) / (widest + gap))
        if slots >= 3 {
            let count = Swift.min(n, slots)
            var seen = Set<Int>()
            for k in 1..<(count - 1) {
                let i = Int((Double(k) * Double(n - 1) / Double(count - 1)).rounded())
                guard i > 0, i < n - 1, seen.insert(i).inserted else { continue }
                let w = TextMetrics.width(labels[i], fontSize: fontSize)
                let start = positions[i] - w / 2
                if start >= occupiedUntil && start + w + gap <= lastStart {
                    placed.append(Placed(index: i, text: labels[i], x: positions[i], anchor: "middle"))
                    occupiedUntil = start + w + gap
                }
            }
        }
        placed.append(Placed(index: n - 1, text: last, x: right, anchor: "end"))
        return placed
    }

    /// Labels at given positions (ticks): centred on their tick, or starting / ending there at
    /// the plot's edges; a label that would come within `gap` of the one before is left out.
    static func place(
        ticks: [(text: String, x: Double)], left: Double, right: Double, fontSize: Double, gap: Double = 6
    ) -> [Placed] {
        var placed: [Placed] = []
        var occupiedUntil = -Double.infinity
        for (i, tick) in ticks.enumerated() {
            let w = TextMetrics.width(tick.text, fontSize: fontSize)
            var start = tick.x - w / 2
            var anchor = "middle"
            if start < left {
                start = tick.x
                anchor = "start"
            } else if start + w > right {
                start = tick.x - w
                anchor = "end"
            }
            guard start >= occupiedUntil, start >= left - 0.5, start + w <= right + 0.5 else { continue }
            placed.append(Placed(index: i, text: tick.text, x: tick.x, anchor: anchor))
            occupiedUntil = start + w + gap
        }
        return placed
    }
}
