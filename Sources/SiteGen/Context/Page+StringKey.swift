import SiteData

extension Page {
    /// A string from the tables.
    func t(_ key: StringKey, _ arguments: [String: String] = [:]) -> String { strings[key, arguments] }

    /// A plural string from the tables; `{n}` is the formatted count.
    func t(_ key: StringKey, count: Int, _ arguments: [String: String] = [:]) -> String {
        strings[key, count: count, arguments]
    }

    /// A string whose key is built at run time (`"urgency.\(level)"`), checked when looked up.
    func t(dynamic key: String, _ arguments: [String: String] = [:]) -> String { strings[dynamic: key, arguments] }

    /// A plural string whose key is built at run time.
    func t(dynamic key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        strings[dynamic: key, count: count, arguments]
    }
}
