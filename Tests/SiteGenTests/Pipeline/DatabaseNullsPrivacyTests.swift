import Foundation
import SiteData
import Testing
import ZIPFoundation
@testable import SiteGen

/// Hostile round 4, item 1, end to end: notes made from database rows with NULLs placed at
/// random (`NoteRow`), each with a canary in its title and body, built into a public site with
/// its coach packet. No canary of a row marked private in any form reaches any file (pages,
/// data files, PDFs, the packet zip's entries); the public rows' canaries do.
@Suite struct DatabaseNullsPrivacyTests {
    /// The fixture's tables, with ana-diaz's notes replaced by the rows'.
    struct RowNotes: DataSource, @unchecked Sendable {
        var tables: ContentFolderSource
        var rows: [NoteRow]
        func athleteSlugs() throws(InputError) -> [String] { try tables.athleteSlugs() }
        func loadAthlete(_ slug: String, config: SiteConfig) throws(InputError) -> (AthleteData, Diagnostics) {
            var (data, diagnostics) = try tables.loadAthlete(slug, config: config)
            guard slug == "ana-diaz" else { return (data, diagnostics) }
            data.notes = rows.enumerated().compactMap { i, row in
                row.note(slug: slug, displayRoot: "db", row: i + 1, diagnostics: &diagnostics)
            }
            return (data, diagnostics)
        }
        func athleteNames(_ slugs: [String], config: SiteConfig) -> [String: String] { tables.athleteNames(slugs, config: config) }
        func asset(_ path: String, athlete slug: String, display: String) -> AssetFile {
            tables.asset(path, athlete: slug, display: display)
        }
    }

    /// Rows private in some form (`secret`) and public ones, NULLs anywhere but the file name.
    static func rows(seed: UInt64, count: Int) -> (rows: [NoteRow], secret: [String], open: [String]) {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func pick<T>(_ xs: [T]) -> T { xs[Int(next() % UInt64(xs.count))] }
        func maybe(_ s: String) -> String? { next() % 3 == 0 ? nil : s }
        var rows: [NoteRow] = [], secret: [String] = [], open: [String] = []
        for i in 0..<count {
            let canary = "CANARY\(seed)x\(i)Q"
            let isSecret = next() % 2 == 0
            var items: [String?] = [maybe("visit")]
            var visibility: String? = pick(["public", "Public", "PUBLIC"])
            if isSecret {
                if next() % 2 == 0 {
                    items.insert(pick(["Private", "PRIVATE", " private ", "x, Private"]), at: Int(next() % 2))
                } else {
                    visibility = pick([nil, "private", "Private"])
                }
            }
            for _ in 0..<Int(next() % 3) { items.insert(nil, at: Int(next() % UInt64(items.count + 1))) }
            rows.append(NoteRow(fileName: "2026-02-\(10 + i % 18)-n\(i)", title: maybe("T " + canary),
                                date: maybe("2026-02-\(10 + i % 18)"), tags: .items(items), schoolId: nil,
                                visibility: visibility, body: "# H \(canary)\n\n" + canary, bodyLine: maybe("5")))
            if isSecret { secret.append(canary) } else { open.append(canary) }
        }
        return (rows, secret, open)
    }

    @Test func privateRowsNeverReachAPublicFile() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        try (PublicSiteTests.site + "public: true\nbase_url: https://example.org/\n")
            .write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let (rows, secret, open) = Self.rows(seed: 42, count: 40)
        #expect(secret.count > 10 && open.count > 10)
        var options = BuildOptions()
        options.contentFolder = content.path
        let out = tmp.appendingPathComponent("_site")
        options.outputFolder = out.path
        options.environment = [:]
        options.source = "rows://notes"
        options.sources = [DataSourceScheme(schemes: ["rows"], example: "rows://notes", open: { _, folder, root, _ in
            RowNotes(tables: ContentFolderSource(contentFolder: folder, displayRoot: root), rows: rows)
        }, unavailable: "no")]
        _ = try SiteBuilder(options: options).build()
        // Every canary found in a file of the site or an entry of a zip in it (PDFs draw no notes).
        var found: Set<String> = []
        func scan(_ bytes: [UInt8]) {
            let text = String(decoding: bytes, as: UTF8.self)
            for range in text.ranges(of: "CANARY") {
                let rest = text[range.lowerBound...]
                if let end = rest.firstIndex(of: "Q") { found.insert(String(rest[..<end]) + "Q") }
            }
        }
        for path in TestSupport.files(under: out) {
            let bytes = try [UInt8](Foundation.Data(contentsOf: out.appendingPathComponent(path)))
            scan(bytes)
            if path.hasSuffix(".zip") {
                let archive = try Archive(data: Foundation.Data(bytes), accessMode: .read)
                for entry in archive {
                    var data = Foundation.Data()
                    _ = try archive.extract(entry) { data.append($0) }
                    scan(Array(data))
                }
            }
        }
        #expect(found.intersection(secret).sorted() == [])
        #expect(Set(open).subtracting(found).sorted() == [])
    }
}
