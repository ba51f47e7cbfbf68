import Foundation

/// The days whose zone offset `TimestampParser` has looked up, kept for the next parser of the
/// same zone: a build makes one parser per athlete, and each looked the same days of history up
/// again (`secondsFromGMT`, twice a day). Shared by the athletes built in parallel, behind a lock.
final class ZoneOffsetCache: @unchecked Sendable {
    static let shared = ZoneOffsetCache()
    private let lock = NSLock()
    /// Zone identifier → offsets by UTC day, as `TimestampParser` keeps them.
    private var tables: [String: [Int32]] = [:]

    /// What earlier parsers of `zone` found (nil: none yet).
    func table(for zone: String) -> [Int32]? {
        lock.withLock { tables[zone] }
    }

    /// Adds the `learned` days of `dense` (a parser's table of `zone`); `unknown` marks the
    /// days not looked up yet.
    func add(_ learned: [Int], of dense: [Int32], zone: String, unknown: Int32) {
        guard !learned.isEmpty else { return }
        lock.withLock {
            if tables[zone] == nil { tables[zone] = [Int32](repeating: unknown, count: dense.count) }
            for day in learned { tables[zone]![day] = dense[day] }
        }
    }
}
