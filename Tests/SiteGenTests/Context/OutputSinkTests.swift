import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// A long list's pages are returned, not written through a side channel, and each is drawn
/// only when it is read (`OutputFiles`), so the build writes and frees one before drawing the
/// next (an athlete's thousands of timeline pages are never all in memory); what the sink then
/// writes is exactly what was returned.
@Suite struct OutputSinkTests {
    final class Counter: @unchecked Sendable { var drawn: [Range<Int>] = [] }

    @Test func aLongListDrawsEachPageWhenItIsRead() throws {
        let athlete = try AnalyticsFixture.site("ana-diaz")
        let list = ListPages(athlete: athlete, folder: "ana-diaz/things", tab: .dashboard, title: "Things", back: nil,
                             count: 250, rowBytes: ListPages.fullRow)
        let counter = Counter()
        let files = list.render { range, _ in
            counter.drawn.append(range)
            return .text("rows \(range.lowerBound)–\(range.upperBound)")
        }
        #expect(files.count == 3 && counter.drawn.isEmpty)
        #expect(files[1].path == "ana-diaz/things/page-2/index.html" && counter.drawn == [100..<200])
        var paths: [String] = []
        for file in files {
            paths.append(file.path)
            #expect(counter.drawn.count == paths.count + 1, "one page drawn per page read")
        }
        #expect(paths == ["ana-diaz/things/index.html", "ana-diaz/things/page-2/index.html", "ana-diaz/things/page-3/index.html"])
        #expect(counter.drawn == [100..<200, 0..<100, 100..<200, 200..<250])
        #expect(files[2].text.contains("rows 200–250"))
    }

    @Test func theBuildWritesWhatALongListReturns() throws {
        let athlete = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = (0..<600).map { SocialFeedPagesTests.post(String(format: "p%03d", $0), daysAgo: 0, time: $0) }
        }
        let expected = Array(SocialFeedPages(athlete: athlete).render())
        #expect(expected.map(\.path) == ["ana-diaz/social/posts/index.html", "ana-diaz/social/posts/page-2/index.html",
                                         "ana-diaz/social/posts/page-3/index.html"])

        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let output = try OutputFolder(destination: tmp.appendingPathComponent("site"))
        defer { output.discard() }
        let sink = OutputSink(output)
        for file in SocialFeedPages(athlete: athlete).render() { sink.write(file) }
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
