import SiteData

extension StringKey {
    /// A key built at run time (`"school_status.\(value)"`): nil unless en.yml has it.
    public init?(dynamic name: String) {
        guard let index = Self.indexes[name] else { return nil }
        self.init(name, index)
    }

    /// Each key's place in `all`, by name.
    static let indexes: [String: Int] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.index) })
}

extension Strings {
    /// The text of `key` with `{name}` placeholders replaced from `arguments`.
    public subscript(_ key: StringKey, _ arguments: [String: String] = [:]) -> String {
        text(key, arguments)
    }

    /// The plural form of `key` for `count` (`{n}` is the formatted count).
    public subscript(_ key: StringKey, count count: Int, _ arguments: [String: String] = [:]) -> String {
        text(key, count: count, arguments)
    }

    /// A key built at run time (`"metric.\(type.rawValue)"`) or named in a page spec: looked up
    /// in the tables as they are (a theme may add keys); an unknown one gives the key itself, so
    /// the page shows what is missing.
    public subscript(dynamic key: String, _ arguments: [String: String] = [:]) -> String {
        text(key, arguments)
    }

    /// The plural form of a key built at run time; an unknown key gives the key itself.
    public subscript(dynamic key: String, count count: Int, _ arguments: [String: String] = [:]) -> String {
        text(key, count: count, arguments)
    }
}
