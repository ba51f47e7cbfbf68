import Foundation

/// A page's goldens, in one file: `Tests/Goldens/<page>.golden` holds every recorded output of
/// that page the tests compare (the hand-built athlete's data file, the fixture site's page and
/// its data files), so a change to the page's numbers or markup updates that one file
/// (CONTRIBUTING.md, "Goldens").
///
/// A file is a list of sections, sorted by name, each a header line and the text as written:
///
///     === golden: fixture-site ana-diaz/data/dashboard.json
///     {"athlete":"ana-diaz",…}
///
/// The text runs to the next header (its last newline is the file's, not the text's), so every
/// byte is kept. With `SITEGEN_UPDATE_GOLDEN=1`, `mismatch` writes the actual text into its section
/// first (under one lock: tests running in parallel update sections of the same file).
/// `git diff` names the section of each change with the repository's `.gitattributes` and
/// `git config diff.golden.xfuncname '^=== golden: .*$'`.
public struct GoldenFile: Sendable {
    /// `Tests/Goldens`, in the source tree (not a bundle copy), so an update lands in git.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    /// Whether this run records goldens (`SITEGEN_UPDATE_GOLDEN=1`) instead of comparing.
    public static let updating = ProcessInfo.processInfo.environment["SITEGEN_UPDATE_GOLDEN"] == "1"
    static let header = "=== golden: "
    private static let lock = NSLock()

    public let page: String
    public var url: URL { Self.folder.appendingPathComponent("\(page).golden") }

    public init(_ page: String) { self.page = page }

    /// Every golden file of `Tests/Goldens`, by page.
    public static func all() -> [GoldenFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".golden") }.sorted().map { GoldenFile(String($0.dropLast(".golden".count))) }
    }

    /// The sections, by name.
    public func sections() -> [String: String] {
        Self.lock.withLock { Self.parse(read()) }
    }

    /// nil when `actual` is the text of section `name`; otherwise what differs, naming the file,
    /// the section and the first line and column that differ. Records `actual` first when
    /// `recording` (by default when updating; a caller that recorded a batch already says no).
    public func mismatch(_ actual: String, section name: String, recording: Bool = updating) -> String? {
        if recording { record([name: actual]) }
        guard let expected = sections()[name] else {
            return "Tests/Goldens/\(page).golden has no section \"\(name)\" (record it: SITEGEN_UPDATE_GOLDEN=1)"
        }
        guard actual != expected else { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        let (al, el) = (line < a.count ? a[line] : [], line < e.count ? e[line] : [])
        let column = (0..<min(al.count, el.count)).first { al[$0] != el[$0] } ?? min(al.count, el.count)
        // Up to 60 characters either side of the first difference (a data file is one line).
        func around(_ l: [Character], _ present: Bool) -> String {
            present ? String(l[max(0, column - 60)..<min(l.count, column + 60)]) : "(end of the text)"
        }
        return """
            Tests/Goldens/\(page).golden, "\(name)", differs at line \(line + 1), column \(column + 1):
              expected: \(around(el, line < e.count))
              actual:   \(around(al, line < a.count))
            """
    }

    /// Writes `texts` into their sections and removes the sections `removing` names.
    public func record(_ texts: [String: String], removing: (String) -> Bool = { _ in false }) {
        Self.lock.withLock {
            var all = Self.parse(read())
            for name in all.keys where removing(name) && texts[name] == nil { all[name] = nil }
            for (name, text) in texts {
                precondition(!name.contains("\n") && !("\n" + text).contains("\n" + Self.header),
                             "a golden section's name or text holds a header line")
                all[name] = text
            }
            try? FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try! Self.render(all).write(to: url, atomically: true, encoding: .utf8)
        }
    }

    private func read() -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    package static func parse(_ file: String) -> [String: String] {
        var out: [String: String] = [:]
        var name: String?
        var body: [Substring] = []
        func close() {
            if let name { out[name] = body.joined(separator: "\n") }
        }
        // A section's text is its lines up to the next header (the newline `render` writes
        // after the text is the one before that header) or, in the last section, up to the
        // file's end, whose final newline is that one.
        for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(header) {
                close()
                name = String(line.dropFirst(header.count))
                body = []
            } else {
                body.append(line)
            }
        }
        if !body.isEmpty { body.removeLast() }
        close()
        return out
    }

    package static func render(_ sections: [String: String]) -> String {
        sections.keys.sorted().map { header + $0 + "\n" + sections[$0]! + "\n" }.joined()
    }
}
