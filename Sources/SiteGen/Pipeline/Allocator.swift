import CAllocator

/// The memory allocator sitegen runs on: jemalloc on Linux, linked and configured by the
/// `CAllocator` target (docs/performance.md, "Allocator"); the system's malloc elsewhere.
enum Allocator {
    /// jemalloc's `dirty_decay_ms` as the process runs with it; nil when it does not run on
    /// jemalloc.
    static var jemallocDirtyDecayMilliseconds: Int? {
        let value = sitegen_jemalloc_dirty_decay_ms()
        return value < 0 ? nil : Int(value)
    }
}
