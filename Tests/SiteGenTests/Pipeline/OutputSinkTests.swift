import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// A long list writes its pages into the athlete's sink as it draws them (so an athlete's
/// twenty thousand timeline pages are never all in memory) and returns none; the bytes and
/// counts are those of the list rendered without a sink.
@Suite struct OutputSinkTests {
    @Test func aLongListWritesEachPageIntoTheSinkAndReturnsNone() throws {
        var site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = (0..<600).map { SocialFeedPagesTests.post(String(format: "p%03d", $0), daysAgo: 0, time: $0) }
        }
        let expected = SocialFeedPages(athlete: site).render()
        #expect(expected.map(\.path) == ["ana-diaz/social/posts/index.html", "ana-diaz/social/posts/page-2/index.html",
                                         "ana-diaz/social/posts/page-3/index.html"])

        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let output = try OutputFolder(destination: tmp.appendingPathComponent("site"))
        defer { output.discard() }
        let sink = OutputSink(output)
        site.sink = sink
        #expect(SocialFeedPages(athlete: site).render().isEmpty)
        #expect(sink.pages == 3 && sink.files == 3 && sink.error == nil)
        #expect(output.writtenPaths == expected.map(\.path))
        for file in expected {
            let written = try Data(contentsOf: output.staging.appendingPathComponent(file.path))
            #expect(Array(written) == file.bytes, "\(file.path)")
        }
    }

    /// A failed write is kept, later files are not written, and the athlete's build reports it.
    @Test func theFirstWriteErrorIsKeptAndNothingMoreIsWritten() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let output = try OutputFolder(destination: tmp.appendingPathComponent("site"))
        defer { output.discard() }
        let sink = OutputSink(output)
        sink.write(OutputFile(path: "a/index.html", text: "one", isPage: true))
        sink.write(OutputFile(path: "a/index.html", text: "again", isPage: true))
        sink.write(OutputFile(path: "b/index.html", text: "two", isPage: true))
        #expect(sink.error?.description == "internal: a/index.html written twice")
        #expect(sink.pages == 1 && sink.files == 1)
        #expect(output.writtenPaths == ["a/index.html"])
    }
}
