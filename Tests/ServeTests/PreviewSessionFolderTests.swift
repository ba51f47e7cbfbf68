import Foundation
import SiteGen
import Testing
@testable import SiteServe

/// The content folder itself moved or replaced while the preview runs: it must never go stale.
@Suite(.serialized) struct PreviewSessionFolderTests {
    static let note = "athletes/ana-diaz/notes/2026-03-02-rice-visit.md"
    static let page = "ana-diaz/notes/2026-03-02-rice-visit/"

    /// Saves a line into the note and waits until its page shows it.
    static func saveIsSeen(_ content: URL, _ base: String, _ line: String) async throws -> Bool {
        let note = content.appendingPathComponent(Self.note)
        try (try String(contentsOf: note, encoding: .utf8) + "\n\(line)\n").write(to: note, atomically: true, encoding: .utf8)
        return try await ServeSupport.eventually(30) { try await ServeSupport.get(base + Self.page).body.contains(line) }
    }

    static func status(_ base: String) async throws -> String {
        try await ServeSupport.get(base + "__sitegen/status").body
    }

    /// Before: after `mv content away; mv away content` the overlay stayed and saves were
    /// ignored until serve was started again.
    @Test func theFolderMovedAwayAndBackIsLoadedAndWatchedAgain() async throws {
        let content = try ServeSupport.content()
        let away = content.deletingLastPathComponent().appendingPathComponent("serve-away-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: away) }
        let session = PreviewSessionTests.session(content)
        try await session.start()
        let base = session.address
        #expect(try await Self.saveIsSeen(content, base, "Before the move."))

        try FileManager.default.moveItem(at: content, to: away)
        #expect(try await ServeSupport.eventually(30) { try await Self.status(base).contains("does not exist") })
        try FileManager.default.moveItem(at: away, to: content)
        #expect(try await ServeSupport.eventually(30) { try await Self.status(base).hasSuffix(#""error":null}"#) })
        #expect(try await Self.saveIsSeen(content, base, "After the move."))
        #expect(try await Self.saveIsSeen(content, base, "And the next save."))
        await session.stop()
    }

    /// Before: a folder replaced by a copy (renamed into its place, as sync tools and git do)
    /// was loaded once, and then no save was seen.
    @Test func theFolderReplacedByACopyKeepsBeingWatched() async throws {
        let content = try ServeSupport.content()
        let parent = content.deletingLastPathComponent()
        let copy = parent.appendingPathComponent("serve-copy-\(UUID().uuidString)")
        let old = parent.appendingPathComponent("serve-old-\(UUID().uuidString)")
        defer { for url in [content, copy, old] { try? FileManager.default.removeItem(at: url) } }
        let session = PreviewSessionTests.session(content)
        try await session.start()
        let base = session.address
        #expect(try await ServeSupport.get(base + Self.page).status == 200)

        try FileManager.default.copyItem(at: content, to: copy)
        let siteYML = copy.appendingPathComponent("site.yml")
        try (try String(contentsOf: siteYML, encoding: .utf8)).replacingOccurrences(of: "title: Fixture Family", with: "title: The Copy")
            .write(to: siteYML, atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: content, to: old)
        try FileManager.default.moveItem(at: copy, to: content)
        try FileManager.default.removeItem(at: old)
        #expect(try await ServeSupport.eventually(30) { try await ServeSupport.get(base).body.contains("The Copy") })
        #expect(try await Self.saveIsSeen(content, base, "First save in the copy."))
        #expect(try await Self.saveIsSeen(content, base, "Second save in the copy."))
        await session.stop()
    }
}
