/// A performance metric's type: one of the built-in types (the static members, `allCases`),
/// or one a site declares in `site.yml`'s `metric_types` (`MetricDeclaration`: a softball
/// pitcher's spin rate, a swimmer's 50 m time). Its per-type rules are in
/// `MetricType+Rules.swift`, its place in the headline order in `MetricType+Headline.swift`.
///
/// The built-in types keep their keys, meanings and numbers; a declared type carries its own
/// rules with it, so every aggregation, page and data file follows it without a lookup.
/// Stored as a built-in's number or a reference to the declaration: a metric row stays small
/// (a million rows are read at once).
public struct MetricType: ContentEnum, Comparable {
    private enum Storage: Sendable {
        case builtIn(UInt8)
        case declared(Declared)
    }

    private final class Declared: Sendable {
        let declaration: MetricDeclaration
        init(_ d: MetricDeclaration) { declaration = d }
    }

    private let storage: Storage

    private static let builtInKeys = ["velocity", "exit_velo", "sixty_time", "pop_time", "batting_avg", "era", "strikeouts", "other"]

    private init(builtIn code: UInt8) { storage = .builtIn(code) }

    /// A type declared in `site.yml`.
    public init(declared: MetricDeclaration) { storage = .declared(Declared(declared)) }

    /// A built-in type by its key; nil for any other key (declared types are looked up in
    /// `SiteConfig.metricType(_:)`).
    public init?(rawValue: String) {
        guard let i = Self.builtInKeys.firstIndex(of: rawValue) else { return nil }
        self.init(builtIn: UInt8(i))
    }

    /// The key the data writes in `metric_type`.
    public var rawValue: String {
        switch storage {
        case .builtIn(let i): Self.builtInKeys[Int(i)]
        case .declared(let d): d.declaration.key
        }
    }

    /// Where the type was declared; nil for a built-in type.
    public var declaration: MetricDeclaration? {
        if case .declared(let d) = storage { return d.declaration }
        return nil
    }

    public static let velocity = MetricType(builtIn: 0)
    public static let exitVelo = MetricType(builtIn: 1)
    public static let sixtyTime = MetricType(builtIn: 2)
    public static let popTime = MetricType(builtIn: 3)
    public static let battingAvg = MetricType(builtIn: 4)
    public static let era = MetricType(builtIn: 5)
    public static let strikeouts = MetricType(builtIn: 6)
    public static let other = MetricType(builtIn: 7)

    /// The built-in types, in the sport's order (`displayOrder`).
    public static let allCases: [MetricType] = [velocity, exitVelo, sixtyTime, popTime, battingAvg, era, strikeouts, other]

    /// The built-in type's place in `allCases`; nil for a declared type.
    var builtInIndex: Int? {
        if case .builtIn(let i) = storage { return Int(i) }
        return nil
    }

    public static func == (a: MetricType, b: MetricType) -> Bool {
        switch (a.storage, b.storage) {
        case let (.builtIn(x), .builtIn(y)): x == y
        case let (.declared(x), .declared(y)): x === y || x.declaration == y.declaration
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .builtIn(let i): hasher.combine(i)
        case .declared(let d): hasher.combine(d.declaration.key)
        }
    }

    /// Ordered by key (code-point order), as the JSON files sort them.
    public static func < (a: MetricType, b: MetricType) -> Bool { a.rawValue < b.rawValue }
}
