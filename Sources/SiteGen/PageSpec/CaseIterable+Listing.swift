import SiteData

/// What `sitegen theme pages|shapes|widgets [NAME]` and shell completion share: the names of a
/// vocabulary's cases, and one case found by name with the known names in the error.
extension CaseIterable where Self: RawRepresentable<String>, AllCases == [Self] {
    /// The names starting with `prefix`, sorted (shell completion).
    public static func names(prefix: String = "") -> [String] {
        allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }.sorted(by: codePointLess)
    }

    /// Every case, or the one named `name`; an unknown name is a usage error that lists the
    /// known ones (`what`: "page", "shape", "widget").
    static func named(_ name: String?, as what: String) throws(UsageError) -> [Self] {
        guard let name else { return allCases }
        guard let found = Self(rawValue: name) else {
            throw UsageError("unknown \(what) \"\(name)\" (known: \(names().joined(separator: ", ")))")
        }
        return [found]
    }
}
