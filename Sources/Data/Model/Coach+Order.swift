extension Coach {
    /// By name, then id, in code-point order: the coaches page and a school's coaches.
    @inlinable
    public static func byName(_ a: Coach, _ b: Coach) -> Bool {
        a.name != b.name ? codePointLess(a.name, b.name) : codePointLess(a.id, b.id)
    }
}
