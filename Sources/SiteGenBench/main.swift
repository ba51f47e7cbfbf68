import Foundation
import SiteData
import SiteGen

// Benchmarks for the speed targets (release build; not tests):
//   swift run -c release SiteGenBench load     one rich athlete (1,500 interactions, 2,000 posts, 300 metrics):
//                                              load + aggregate, median of 30 runs (target < 20 ms)
//   swift run -c release SiteGenBench build N  N synthetic athletes: full build, pages per second, peak memory
//   swift run -c release SiteGenBench memory CONTENT SLUG   peak memory of load + aggregate of one athlete

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

func makeContent(athletes: Int, today: LocalDate) -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-bench-\(athletes)-\(getpid())")
    try? FileManager.default.removeItem(at: dir)
    var generator = SampleGenerator(today: today)
    generator.pinToday = true
    try! generator.write(to: dir, recipes: (1...athletes).map(SampleRecipe.synthetic(index:)))
    return dir
}

let args = CommandLine.arguments.dropFirst()
let today = LocalDate(iso: "2026-11-22")!
switch args.first ?? "load" {
case "load":
    let content = makeContent(athletes: 1, today: today)
    defer { try? FileManager.default.removeItem(at: content) }
    let source = ContentFolderSource(contentFolder: content, displayRoot: "content")
    var config = ContentFolderSource.loadConfig(contentFolder: content).0
    config.today = today
    var load: [Double] = [], aggregate: [Double] = [], total: [Double] = []
    var counts = ""
    let runs = Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "30") ?? 30
    for _ in 0..<runs {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let data = try! source.loadAthlete("athlete-001", config: config).0
        let t1 = DispatchTime.now().uptimeNanoseconds
        _ = Dashboard.compute(data, today: today)
        for p in ReportPreset.standard { _ = Reports.compute(data, preset: p, today: today) }
        _ = Performance.compute(data)
        for r in SocialRange.allCases { _ = Social.compute(data, range: r, today: today) }
        let t2 = DispatchTime.now().uptimeNanoseconds
        load.append(Double(t1 - t0) / 1e6); aggregate.append(Double(t2 - t1) / 1e6); total.append(Double(t2 - t0) / 1e6)
        counts = "\(data.interactions.count) interactions, \(data.posts.count) posts, \(data.metrics.count) metrics, \(data.schools.count) schools, \(data.coaches.count) coaches, \(data.notes.count) notes"
    }
    print("one rich athlete (\(counts))")
    print(String(format: "load %.2f ms, aggregate %.2f ms, load+aggregate %.2f ms (median of %d runs; min %.2f ms)",
                 median(load), median(aggregate), median(total), runs, total.min()!))
case "build":
    let n = Int(args.dropFirst().first ?? "100") ?? 100
    let content = makeContent(athletes: n, today: today)
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-bench-site-\(getpid())")
    defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
    var options = BuildOptions()
    options.contentFolder = content.path
    options.outputFolder = out.path
    options.environment = [:]
    let start = Date()
    let summary = try! SiteBuilder(options: options).build()
    let seconds = Date().timeIntervalSince(start)
    print(summary.line(seconds: seconds))
    print(String(format: "%d athletes: %.0f pages/s, %.0f files/s, peak memory %.0f MB", n,
                 Double(summary.pages) / seconds, Double(summary.files) / seconds, peakRSSMegabytes()))
case "memory":
    // Peak memory of load + aggregate (every model of the pages, no rendering) of one athlete
    // of an existing content folder: `SiteGenBench memory CONTENT SLUG`.
    let rest = Array(args.dropFirst())
    guard rest.count == 2 else { print("usage: SiteGenBench memory CONTENT SLUG"); exit(1) }
    let content = URL(fileURLWithPath: rest[0])
    let source = ContentFolderSource(contentFolder: content, displayRoot: rest[0])
    var config = ContentFolderSource.loadConfig(contentFolder: content).0
    config.today = today
    let data = try! source.loadAthlete(rest[1], config: config).0
    let loaded = peakRSSMegabytes()
    let dashboard = Dashboard.compute(data, today: today)
    let reports = ReportPreset.standard.map { Reports.compute(data, preset: $0, today: today) }
    let performance = Performance.compute(data)
    let social = SocialRange.allCases.map { Social.compute(data, range: $0, today: today) }
    print(String(format: "%d metrics: peak %.0f MB after loading, %.0f MB after aggregating (%d report presets, %d history rows)",
                 data.metrics.count, loaded, peakRSSMegabytes(), reports.count, performance.history.count))
    _ = (dashboard, social)
default:
    print("usage: SiteGenBench load | build [N] | memory CONTENT SLUG")
}
