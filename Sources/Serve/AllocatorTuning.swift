import Foundation

/// The preview's use of jemalloc (which the `sitegen` executable runs on, on Linux:
/// docs/performance.md, "Allocator"), found at run time so the library and its tests work on
/// any allocator: without jemalloc these do nothing.
///
/// The build's settings give freed pages back one second after they are freed, but jemalloc
/// does that only when the same arena is used again: a preview that renders an athlete on a
/// connection's thread and then sits idle kept the render's freed pages. jemalloc's background
/// threads give them back on time whether or not anything else is allocated.
enum AllocatorTuning {
    private typealias Mallctl = @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?,
                                                UnsafeMutablePointer<Int>?, UnsafeMutableRawPointer?, Int) -> Int32

    private static let mallctl: Mallctl? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "mallctl") else { return nil }
        return unsafeBitCast(symbol, to: Mallctl.self)
        #else
        return nil
        #endif
    }()

    /// Whether the process runs on jemalloc.
    static var isJemalloc: Bool { mallctl != nil }

    /// Starts jemalloc's background threads (the freed pages of idle arenas go back on time);
    /// returns whether they run.
    @discardableResult
    static func startBackgroundThreads() -> Bool {
        guard let mallctl else { return false }
        var on = true
        return mallctl("background_thread", nil, nil, &on, MemoryLayout<Bool>.size) == 0
    }

    /// Gives every arena's freed pages back to the system now.
    static func releaseFreedMemory() {
        _ = mallctl?("arena.4096.purge", nil, nil, nil, 0)
    }

    /// `releaseFreedMemory` on a background queue (after an athlete's files were dropped: a
    /// few megabytes to give back without holding up the request that dropped them).
    @Sendable static func releaseFreedMemorySoon() {
        guard isJemalloc else { return }
        DispatchQueue.global(qos: .utility).async { releaseFreedMemory() }
    }
}
