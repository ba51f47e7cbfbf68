#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Widgets

/// `WidgetGallery --bench`: renders per second on one core (release build).
enum Benchmark {
    static func run() {
        let line = Samples.lineChart30()
        let bars = Samples.barChart(90)
        print("30-point line chart: \(line.render().utf8.count) bytes; 365-bar chart: \(Samples.barChart(365).render().utf8.count) bytes")
        report("30-point line charts", rate { line.render().utf8.count })
        report("90-bar charts", rate { bars.render().utf8.count })
    }

    static func report(_ name: String, _ rates: (wall: Double, cpu: Double)) {
        print("\(name): \(Int(rates.wall)) per second (wall clock), \(Int(rates.cpu)) per CPU-second of this thread")
    }

    static func threadCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs `body` for about two seconds after a warm-up; returns calls per second.
    static func rate(_ body: () -> Int) -> (wall: Double, cpu: Double) {
        var sink = 0
        for _ in 0..<200 { sink &+= body() }
        let clock = ContinuousClock()
        var iterations = 0
        let start = clock.now
        let cpuStart = threadCPUSeconds()
        var elapsed = Duration.zero
        while elapsed < .seconds(2) {
            for _ in 0..<500 { sink &+= body() }
            iterations += 500
            elapsed = clock.now - start
        }
        if sink == 42 { print("") }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (Double(iterations) / seconds, Double(iterations) / (threadCPUSeconds() - cpuStart))
    }
}
