import Testing
@testable import SiteGen

@Suite struct SitePathTests {
    @Test(arguments: [
        ("index.html", "ana/index.html", "ana/index.html"),
        ("ana/index.html", "ana/schools/index.html", "schools/index.html"),
        ("ana/index.html", "assets/style.css", "../assets/style.css"),
        ("ana/reports/last-7-days/index.html", "ana/reports/index.html", "../index.html"),
        ("ana/reports/last-7-days/index.html", "ana/reports/all-time.csv", "../all-time.csv"),
        ("ana/schools/rice/index.html", "bob/index.html", "../../../bob/index.html"),
        ("ana/schools/rice/index.html", "index.html", "../../../index.html"),
        ("ana/schools/rice/index.html", "ana/schools/rice-2/index.html", "../rice-2/index.html"),
        ("an/index.html", "ana/index.html", "../ana/index.html"),
        ("ana/notes/x/index.html", "ana/notes/x/index.html", "index.html"),
        ("łódź/index.html", "łódź/notes/index.html", "notes/index.html"),
    ])
    func relativeLinks(from: String, to: String, expected: String) {
        #expect(SitePath.relative(from: from, to: to) == expected)
    }

    /// The former `relative`, kept as the reference.
    static func formerRelative(from: String, to: String) -> String {
        let slash = UInt8(ascii: "/")
        var f = from, t = to
        return f.withUTF8 { fb in
            t.withUTF8 { tb in
                var fromDirEnd = 0
                for (k, b) in fb.enumerated() where b == slash { fromDirEnd = k + 1 }
                var i = 0, shared = 0
                while i < fromDirEnd, i < tb.count, fb[i] == tb[i] {
                    if fb[i] == slash { shared = i + 1 }
                    i += 1
                }
                var ups = 0
                for k in shared..<fromDirEnd where fb[k] == slash { ups += 1 }
                return String(repeating: "../", count: ups) + String(decoding: UnsafeBufferPointer(rebasing: tb[shared...]), as: UTF8.self)
            }
        }
    }

    /// Every pair of generated paths (shared and different folders, names that are prefixes of
    /// others, non-ASCII, empty): what the former code wrote.
    @Test func relativeAsBefore() {
        let parts = ["ana", "an", "ana-2", "łódź", "schools", "rice", "rice-2", "index.html", "a.csv", "x"]
        var paths = ["", "index.html", "/", "ana/", "ana//index.html"]
        var x: UInt64 = 5
        for _ in 0..<300 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let depth = Int(x >> 60) % 5 + 1
            paths.append((0..<depth).map { k in parts[Int((x >> UInt64(8 * k)) % UInt64(parts.count))] }.joined(separator: "/"))
        }
        for from in paths {
            for to in paths.prefix(80) {
                let written = SitePath.relative(from: from, to: to)
                if written != Self.formerRelative(from: from, to: to) { Issue.record("\(from) -> \(to): \(written)"); return }
            }
        }
    }
}
