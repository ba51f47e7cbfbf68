extension School {
    /// By name, then id, in code-point order: the schools list, the A-tier list, and the order
    /// in which schools get their page slugs.
    @inlinable
    public static func byName(_ a: School, _ b: School) -> Bool {
        a.name != b.name ? codePointLess(a.name, b.name) : codePointLess(a.id, b.id)
    }
}
