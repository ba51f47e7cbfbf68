extension KeyCount {
    /// The biggest count first, ties by key in code-point order: how every breakdown is shown
    /// (the dashboard's schools by status, the reports' bars). The models and data files keep
    /// their counts in key order.
    public static func mostFirst(_ a: KeyCount, _ b: KeyCount) -> Bool {
        a.count != b.count ? a.count > b.count : codePointLess(a.key, b.key)
    }
}
