/// Paths inside the output folder, and relative links between them.
///
/// Every link sitegen writes is relative and names a file (`../reports/index.html`, never
/// `/reports/`), so the site works from `file://`, from any sub-path of a host, and unzipped.
enum SitePath {
    static let stylesheet = "assets/style.css"
    static let familyIndex = "index.html"

    static func dashboard(_ slug: String) -> String { "\(slug)/index.html" }
    static func actions(_ slug: String) -> String { "\(slug)/actions/index.html" }
    static func reports(_ slug: String, preset: String, isDefault: Bool) -> String {
        isDefault ? "\(slug)/reports/index.html" : "\(slug)/reports/\(preset)/index.html"
    }
    static func reportCSV(_ slug: String, preset: String) -> String { "\(slug)/reports/\(preset).csv" }
    static func performance(_ slug: String) -> String { "\(slug)/performance/index.html" }
    static func metricsCSV(_ slug: String) -> String { "\(slug)/performance/metrics.csv" }
    static func social(_ slug: String, range: String, isDefault: Bool) -> String {
        isDefault ? "\(slug)/social/index.html" : "\(slug)/social/\(range)/index.html"
    }
    static func schools(_ slug: String) -> String { "\(slug)/schools/index.html" }
    static func school(_ slug: String, _ schoolSlug: String) -> String { "\(slug)/schools/\(schoolSlug)/index.html" }
    static func coaches(_ slug: String) -> String { "\(slug)/coaches/index.html" }
    static func notes(_ slug: String) -> String { "\(slug)/notes/index.html" }
    static func note(_ slug: String, _ noteSlug: String) -> String { "\(slug)/notes/\(noteSlug)/index.html" }

    /// A relative URL from the page at `from` to the file at `to` (both site paths).
    static func relative(from: String, to: String) -> String {
        let fromDir = from.split(separator: "/").dropLast()
        let target = to.split(separator: "/")
        var common = 0
        while common < fromDir.count, common < target.count - 1, fromDir[fromDir.startIndex + common] == target[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromDir.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
