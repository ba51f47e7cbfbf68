/// Where one athlete's long lists write their pages as soon as each is rendered (`ListPages`),
/// so that an athlete with a million metric rows does not hold twenty thousand history pages
/// in memory before they are written. It counts what it wrote for the build's summary and
/// keeps the first write error, which the athlete's build reports.
///
/// One athlete's pages are rendered on one thread, so it needs no lock.
final class OutputSink: @unchecked Sendable {
    private let output: OutputFolder
    private(set) var pages = 0
    private(set) var charts = 0
    private(set) var files = 0
    /// The first write that failed; later files are not written.
    private(set) var error: OutputError?

    init(_ output: OutputFolder) { self.output = output }

    func write(_ file: OutputFile) {
        guard error == nil else { return }
        do {
            try output.write(file.bytes, to: file.path)
        } catch {
            self.error = error
            return
        }
        files += 1
        if file.isPage { pages += 1 }
        charts += file.charts
    }
}
