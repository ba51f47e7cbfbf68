import SiteOutput
/// Where one athlete's files go as soon as each is rendered: the build's staging folder
/// (`init(_ output:)`), or memory for `sitegen serve` (`PreviewSite`). Long lists write their
/// pages here page by page (`ListPages`), so that an athlete with a million metric rows does not
/// hold twenty thousand timeline pages before they are written. It counts what it wrote for the
/// build's summary and keeps the first write error, which the athlete's build reports.
///
/// One athlete's pages are rendered on one thread, so it needs no lock.
final class OutputSink: @unchecked Sendable {
    typealias Writer = (OutputFile) throws(OutputError) -> Void

    private let writer: Writer
    private(set) var pages = 0
    private(set) var charts = 0
    private(set) var files = 0
    /// The first write that failed; later files are not written.
    private(set) var error: OutputError?

    init(_ writer: @escaping Writer) { self.writer = writer }

    /// Into the staging folder of a build.
    convenience init(_ output: OutputFolder) {
        self.init { (file: OutputFile) throws(OutputError) in try output.write(file.bytes, to: file.path) }
    }

    func write(_ file: OutputFile) {
        guard error == nil else { return }
        do {
            try writer(file)
        } catch {
            self.error = error
            return
        }
        files += 1
        if file.isPage { pages += 1 }
        charts += file.charts
    }
}
