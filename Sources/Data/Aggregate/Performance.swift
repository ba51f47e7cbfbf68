import Foundation

/// Computes the performance page.
public enum Performance {
    public static func compute(_ data: AthleteData) -> PerformanceModel {
        // Rows grouped by position, not copied: each type's rows are copied once, in order.
        let metrics = data.metrics
        var byType: [MetricType: [Int]] = [:]
        for i in metrics.indices { byType[metrics[i].metricType, default: []].append(i) }
        let types = byType.keys.sorted().map { type -> PerformanceModel.TypeSummary in
            // Taken out of the map so each unsorted list is freed once sorted (a million rows).
            let chronological = byType.removeValue(forKey: type)!.sorted { oldestFirst(metrics[$0], metrics[$1]) }.map { metrics[$0] }
            let values = chronological.map(\.value)
            return PerformanceModel.TypeSummary(
                type: type,
                unit: mostCommonUnit(chronological),
                count: values.count,
                min: values.min()!,
                max: values.max()!,
                average: Rounding.mean(values)!,
                trend: trend(values, lowerIsBetter: type.isLowerBetter),
                latest: chronological.last!,
                series: chronological.map { PerformanceModel.Point(date: $0.recordedDate, value: $0.value) },
                recent: Array(chronological.suffix(PerformanceModel.recentLimit).reversed()))
        }
        return PerformanceModel(total: data.metrics.count, types: types,
                                history: data.metrics.sortedByIndices(by: PerformanceMetric.newestFirst))
    }

    static func oldestFirst(_ a: PerformanceMetric, _ b: PerformanceMetric) -> Bool {
        a.recordedDate != b.recordedDate ? a.recordedDate < b.recordedDate : codePointLess(a.id, b.id)
    }

    static func mostCommonUnit(_ rows: [PerformanceMetric]) -> String? {
        Ordering.counts(rows.compactMap(\.unit)).min { a, b in
            a.count != b.count ? a.count > b.count : codePointLess(a.key, b.key)
        }?.key
    }

    /// The trend of chronological `values`: with k = min(3, ⌊n/2⌋), first = mean of the first
    /// k values, last = mean of the last k (the windows never overlap, so two records 90 → 95
    /// read as improving); ±1 % thresholds, mirrored when lower is better. Compared exactly on
    /// the values' decimal spellings, so a change of exactly 1 % is stable.
    public static func trend(_ values: [Double], lowerIsBetter: Bool) -> PerformanceModel.Trend? {
        guard values.count >= 2 else { return nil }
        let k = Swift.min(3, values.count / 2)
        // last > first·1.01 ⇔ Σlast·100 > Σfirst·101 (both means divide by k).
        let up: Bool, down: Bool
        if let (first, last) = windowSums(values, k: k) {
            (up, down) = (last * 100 > first * 101, last * 100 < first * 99)
        } else {
            let first = values.prefix(k).map(decimal).reduce(Decimal(0), +)
            let last = values.suffix(k).map(decimal).reduce(Decimal(0), +)
            (up, down) = (last * 100 > first * 101, last * 100 < first * 99)
        }
        switch (up, down) {
        case (true, _): return lowerIsBetter ? .declining : .improving
        case (_, true): return lowerIsBetter ? .improving : .declining
        default: return .stable
        }
    }

    /// The sums of the first and the last `k` values in millionths, exactly, when every one of
    /// them is a measurement of at most six decimals below 10^9 (`Rounding.fewDecimals`, the value
    /// of its spelling): then the trend's comparisons are on `Int64`s (at most 3·10^15·101, no
    /// overflow) and agree with the `Decimal` ones. Nil otherwise.
    static func windowSums(_ values: [Double], k: Int) -> (first: Int64, last: Int64)? {
        func millionths(_ slice: ArraySlice<Double>) -> Int64? {
            var sum: Int64 = 0
            for v in slice {
                guard let (m, e) = Rounding.fewDecimals(v) else { return nil }
                var x = m
                for _ in 0..<(6 + e) { x *= 10 }
                sum += x
            }
            return sum
        }
        guard k <= 3, let first = millionths(values.prefix(k)), let last = millionths(values.suffix(k)) else { return nil }
        return (first, last)
    }

    static func decimal(_ x: Double) -> Decimal {
        guard let d = DecimalDigits(x) else { return 0 }
        return Decimal(string: d.plain, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}
