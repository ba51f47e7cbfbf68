/// One file to write, at a path relative to the output folder.
struct OutputFile: Sendable {
    var path: String
    /// The file's content as written (UTF-8). Pages are rendered straight into bytes: turning
    /// them into a String first would check every byte for valid UTF-8 only to write them out.
    var bytes: [UInt8]
    /// Whether the file is an HTML page (counted in the summary).
    var isPage: Bool = false
    /// Inline charts in the page (counted in the summary).
    var charts: Int = 0

    init(path: String, bytes: [UInt8], isPage: Bool = false, charts: Int = 0) {
        self.path = path
        self.bytes = bytes
        self.isPage = isPage
        self.charts = charts
    }

    init(path: String, text: String, isPage: Bool = false, charts: Int = 0) {
        self.init(path: path, bytes: Array(text.utf8), isPage: isPage, charts: charts)
    }

    /// The content as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
