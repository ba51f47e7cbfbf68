import Foundation
import Testing

/// The sitegen executable runs on jemalloc on Linux, with sitegen's settings (`malloc_conf` in
/// `CAllocator`, linked into the executable, not the SiteGen library): jemalloc's own statistics,
/// asked for through its environment variable, show the library in use and the options it read.
@Suite struct AllocatorCLITests {
    @Test func executableRunsOnJemallocWithSitegensSettings() throws {
        let r = try CLIRunner.run(["--version"], environment: ["MALLOC_CONF": "stats_print:true"])
        #expect(r.status == 0)
        #if os(Linux)
        let lines = r.err.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("___ Begin jemalloc statistics ___"))
        #expect(lines.contains("opt.dirty_decay_ms: 1000 (arenas.dirty_decay_ms: 1000)"))
        #expect(lines.contains("opt.muzzy_decay_ms: 0 (arenas.muzzy_decay_ms: 0)"))
        #else
        #expect(!r.err.contains("jemalloc"))
        #endif
    }
}
