import Foundation

/// Threads for the preview's background work (the family index's cards, the sitemap's paths),
/// below the priority of requests: the page asked for is rendered first.
enum BackgroundWork {
    /// Cards: below requests.
    static let cardsNice: Int32 = 10
    /// The sitemap's paths: below the cards too, so the family index (which waits for every
    /// card) is not held up by a sitemap being worked out.
    static let sitemapNice: Int32 = 15

    /// Runs `body` on `count` threads named `name-N` at `nice`; `leave` the group when each ends.
    @discardableResult
    static func start(_ name: String, threads count: Int, nice: Int32, _ body: @escaping @Sendable () -> Void) -> DispatchGroup {
        let group = DispatchGroup()
        for n in 0..<max(1, count) {
            group.enter()
            let thread = Thread {
                lower(to: nice)
                body()
                group.leave()
            }
            thread.name = "\(name)-\(n)"
            thread.start()
        }
        return group
    }

    /// Lowers the calling thread's priority (on Linux the nice value is per thread, and 0 is
    /// the calling thread).
    private static func lower(to nice: Int32) {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
        #endif
    }
}
