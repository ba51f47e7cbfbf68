import Testing
@testable import SiteGen

@Suite struct AllocatorTests {
    /// On Linux the process runs on jemalloc with sitegen's settings (`malloc_conf` in
    /// `CAllocator`): fails if the library is not linked, or if jemalloc did not read them.
    @Test func linuxRunsOnJemallocWithSitegensSettings() {
        #if os(Linux)
        #expect(Allocator.jemallocDirtyDecayMilliseconds == 1000)
        #else
        #expect(Allocator.jemallocDirtyDecayMilliseconds == nil)
        #endif
    }
}
