import CoachDocuments
import Foundation
import SiteData
import SiteGen
import Widgets
import SampleSite

// Benchmarks for the speed targets (release build; not tests):
//   swift run -c release SiteGenBench load     one rich athlete (1,500 interactions, 2,000 posts, 300 metrics):
//                                              load + aggregate, median of 30 runs (target < 20 ms)
//   swift run -c release SiteGenBench build N  N synthetic athletes: full build, pages per second, peak memory
//   swift run -c release SiteGenBench memory CONTENT SLUG   peak memory of load + aggregate of one athlete
//   swift run -c release SiteGenBench pdf      the cost of one résumé PDF and one report PDF
//   swift run -c release SiteGenBench share    the cost of one share image (share.png)

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

/// `body` run 40 times: median wall milliseconds, the size of what it made, median milliseconds
/// of this thread's CPU time (steadier when other work shares the machine).
func timed(_ body: () throws -> [UInt8]) -> (ms: Double, size: Int, cpu: Double) {
    var ms: [Double] = [], cpu: [Double] = []
    var size = 0
    func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }
    for _ in 0..<40 {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPU()
        size = (try? body())?.count ?? 0
        cpu.append(threadCPU() - startCPU)
        ms.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return (median(ms), size, median(cpu))
}

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
        for r in RangePreset.social { _ = Social.compute(data, range: r, today: today) }
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
    let social = RangePreset.social.map { Social.compute(data, range: $0, today: today) }
    print(String(format: "%d metrics: peak %.0f MB after loading, %.0f MB after aggregating (%d report presets, %d history rows)",
                 data.metrics.count, loaded, peakRSSMegabytes(), reports.count, performance.history.count))
    _ = (dashboard, social)
case "pdf":
    // The cost of one PDF: a rich résumé (photo-less; 3 sparklines, 2 QR codes) and a report
    // with five bar charts, each rendered 40 times; median milliseconds.
    let spark = { (id: String, values: [Double]) -> PrintChart in
        let data = values.enumerated().map { ChartDatum(label: "d\($0.offset)", value: $0.element, valueLabel: "\($0.element)") }
        return PrintChart(Sparkline(id: id, text: ChartText(title: id, summary: "", labelHeader: "", valueHeader: ""), values: data).drawing)
    }
    var resume = ResumeDocument(info: PDFInfo(title: "Ethan Carter – recruiting résumé", author: "Ethan Carter", day: "2026-11-22"), name: "Ethan Carter")
    resume.headline = "Class of 2027 · Baseball · RHP, SS"
    resume.player = (1...6).map { .init(label: "Fact \($0)", value: "Value \($0)") }
    resume.academics = (1...4).map { .init(label: "Score \($0)", value: "\($0 * 300)") }
    resume.metrics = (1...9).map { .init(name: "Metric \($0)", value: "\($0 * 10).5 mph", date: "Nov 16, 2026", status: "Verified", verified: true) }
    resume.charts = (1...3).map { .init(title: "Metric \($0)", chart: spark("s\($0)", (0..<30).map { Double($0 % 7) })) }
    resume.events = (1...3).map { .init(date: "Jan \($0), 2027", name: "Camp \($0)", place: "Austin, TX") }
    resume.links = [.init(label: "Hudl", url: "https://www.hudl.com/profile/1095028"), .init(label: "Video", url: "https://www.youtube.com/watch?v=x")]
    resume.contact = [.init(label: "a@example.com", url: "mailto:a@example.com")]
    var report = ReportDocument(info: PDFInfo(title: "Report", author: "Ethan Carter", day: "2026-11-22"), title: "Recruiting Report")
    report.stats = (1...5).map { .init(label: "Stat \($0)", value: "\($0 * 17)") }
    report.charts = (1...5).map { c in
        let rows = (1...6).map { HorizontalBarChart.Row(datum: ChartDatum(label: "Row \($0)", value: Double($0), valueLabel: "\($0)")) }
        return .init(title: "Chart \(c)", chart: PrintChart(HorizontalBarChart(id: "h\(c)", text: ChartText(title: "", summary: "", labelHeader: "", valueHeader: ""), rows: rows).drawing))
    }
    report.tables = [.init(title: "Metric Averages", columns: ["Type", "Average", "Max", "Min"], rows: (1...8).map { ["M\($0)", "1", "2", "3"] })]
    let r = timed { try ResumePDF.render(resume) }
    let p = timed { try ReportPDF.render(report) }
    print(String(format: "résumé: %.2f ms per PDF (%d bytes, %.2f ms CPU); report: %.2f ms per PDF (%d bytes, %.2f ms CPU); median of 40",
                 r.ms, r.size, r.cpu, p.ms, p.size, p.cpu))
case "share":
    // The cost of one share image (1200×630 PNG: name, headline, best mark, footer), drawn 40
    // times; median milliseconds, wall and this thread's CPU.
    let card = ShareCard(name: "Ethan Carter", headline: "Class of 2027 · Baseball · RHP, SS",
                         markLabel: "Fastball Velocity", markValue: "90.3 mph", footer: "Carter Family Recruiting")
    let i = timed { try ShareImage.render(card) }
    print(String(format: "share image: %.2f ms per PNG (%d bytes, %.2f ms CPU); median of 40", i.ms, i.size, i.cpu))
default:
    print("usage: SiteGenBench load | build [N] | memory CONTENT SLUG | pdf | share")
}
