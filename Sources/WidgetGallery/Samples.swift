import Widgets

/// Sample inputs: normal, empty and extreme, including hostile and non-ASCII text.
enum Samples {
    static let hostile = "</text><script>alert(1)</script>\"><svg onload=alert(2)>"
    static let longLabel = "Uniwersytet Śląski w Katowicach — Wydział Nauk o Zdrowiu i Kulturze Fizycznej 東京大学"

    static func grouped(_ n: Double) -> String {
        guard n.isFinite else { return "0" }
        let negative = n < 0
        let whole = Int(abs(n).rounded())
        var digits = Array(String(whole))
        var out: [Character] = []
        while digits.count > 3 {
            out.insert(contentsOf: [","] + digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        out.insert(contentsOf: digits, at: 0)
        return (negative ? "-" : "") + String(out)
    }

    static let formatter: ValueFormatter = { grouped($0) }

    static func dayLabel(_ i: Int) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = (i / 30) % 12
        return "\(months[month]) \(i % 30 + 1)"
    }

    static func text(_ title: String) -> ChartText {
        ChartText(title: title, summary: title + " — sample data", labelHeader: "Label", valueHeader: "Value")
    }

    /// A deterministic pseudo-random sequence (no clock, no RNG state beyond the seed).
    static func wave(_ i: Int, seed: Int = 7) -> Double {
        let x = (i &* 1103515245 &+ seed &* 12345) & 0x7fffffff
        return Double(x % 9) + (i % 7 == 0 ? 4 : 0)
    }

    static func linePoints(_ n: Int, value: (Int) -> Double = { wave($0) }) -> [LineChart.Point] {
        (0..<n).map { i in
            let v = value(i)
            return LineChart.Point(x: Double(i), datum: ChartDatum(label: dayLabel(i), value: v, valueLabel: grouped(v)))
        }
    }

    static func bars(_ n: Int, label: (Int) -> String = dayLabel, value: (Int) -> Double = { wave($0) }) -> [ChartDatum] {
        (0..<n).map { i in
            let v = value(i)
            return ChartDatum(label: label(i), value: v, valueLabel: grouped(v), tooltip: "\(label(i)): \(grouped(v)) posts")
        }
    }

    static func bars(_ n: Int, _ value: (Int) -> Double) -> [ChartDatum] {
        bars(n, label: dayLabel, value: value)
    }

    static func lineChart30() -> LineChart {
        LineChart(id: "trend", text: text("Interactions, last 30 days"), points: linePoints(30), valueFormatter: formatter)
    }

    static func barChart(_ n: Int) -> BarChart {
        BarChart(id: "activity", text: text("Posts per day"), bars: bars(n), valueFormatter: formatter)
    }
}
