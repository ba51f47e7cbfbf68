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

    static func report(_ name: String, _ perSecond: Double) {
        print("\(name): \(Int(perSecond)) per second")
    }

    /// Runs `body` for about two seconds after a warm-up; returns calls per second.
    static func rate(_ body: () -> Int) -> Double {
        var sink = 0
        for _ in 0..<200 { sink &+= body() }
        let clock = ContinuousClock()
        var iterations = 0
        let start = clock.now
        var elapsed = Duration.zero
        while elapsed < .seconds(2) {
            for _ in 0..<500 { sink &+= body() }
            iterations += 500
            elapsed = clock.now - start
        }
        if sink == 42 { print("") }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Double(iterations) / seconds
    }
}
