import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SitePhotos

/// The videos' `thumbnail:`: copied beside the coach page (prepared like the photo) and shown
/// there; one that cannot be used is a warning (a title card, or the video listed without a
/// picture), never an error.
@Suite struct VideoThumbnailTests {
    /// PacketFixture's kim-lee with `video` replaced by one entry with `thumbnail` (and the
    /// file written when `bytes` is given).
    static func build(thumbnail: String, bytes: [UInt8]?, more: String = "",
                      moreFiles: [String: [UInt8]] = [:]) throws -> (tmp: URL, summary: BuildSummary) {
        let tmp = TestSupport.temporaryFolder()
        let content = try PacketFixture.write(to: tmp)
        let athlete = content.appendingPathComponent("athletes/kim-lee")
        let yml = athlete.appendingPathComponent("athlete.yml")
        let text = TestSupport.read(yml).replacingOccurrences(of: "  - title: Catching highlights\n    url: https://example.com/v1\n",
            with: "  - title: Catching highlights\n    url: https://example.com/v1\n    length: \"2:05\"\n    thumbnail: \(thumbnail)\n" + more)
        try text.write(to: yml, atomically: true, encoding: .utf8)
        if let bytes { try Data(bytes).write(to: athlete.appendingPathComponent(thumbnail)) }
        for (name, b) in moreFiles { try Data(b).write(to: athlete.appendingPathComponent(name)) }
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = tmp.appendingPathComponent("site").path
        o.environment = [:]
        return (tmp, try SiteBuilder(options: o).build())
    }

    @Test func theThumbnailIsCopiedAndShown() throws {
        let (tmp, summary) = try Self.build(thumbnail: "thumb.png", bytes: PacketBuilderTests.pngPixel)
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(!summary.warnings.contains { $0.message.contains("thumbnail") })
        let site = tmp.appendingPathComponent("site")
        let copied = try [UInt8](Data(contentsOf: site.appendingPathComponent("kim-lee/coach/video.png")))
        #expect(copied == (try PreparedPhoto.prepare(PacketBuilderTests.pngPixel).bytes))
        let page = TestSupport.read(site.appendingPathComponent("kim-lee/coach/index.html"))
        #expect(page.contains(#"<span class="coach-video-frame"><img class="coach-video-thumb" src="video.png" alt=""/>"#))
        #expect(page.contains(#"<span class="coach-video-length">Length 2:05</span>"#))
    }

    @Test func aMissingThumbnailIsAWarningAndATitleCard() throws {
        let (tmp, summary) = try Self.build(thumbnail: "gone.jpg", bytes: nil)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let warnings = summary.warnings.filter { $0.message.contains("thumbnail") }
        #expect(warnings.map(\.message) == [
            #"video.thumbnail "gone.jpg" was not found in the athlete's folder (athletes/kim-lee/); the coach page shows a title card instead"#])
        #expect(warnings.first?.location?.file.hasSuffix("/athletes/kim-lee/athlete.yml") == true)
        let site = tmp.appendingPathComponent("site")
        let page = TestSupport.read(site.appendingPathComponent("kim-lee/coach/index.html"))
        #expect(page.contains(#"<span class="coach-video-card" aria-hidden="true">Catching highlights</span>"#))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("kim-lee/coach/video.jpg").path))
    }

    @Test func notAPictureIsAWarning() throws {
        let (tmp, summary) = try Self.build(thumbnail: "clip.mp4", bytes: [0, 1, 2])
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(summary.warnings.filter { $0.message.contains("thumbnail") }.map(\.message) == [
            #"video.thumbnail "clip.mp4" must be a JPEG, PNG, GIF or WebP image; the coach page shows a title card instead"#])
    }

    /// A second video's thumbnail is `video-2.<ext>` and shows beside its link in "More video";
    /// a third whose file is missing is a warning and a plain link.
    @Test func laterVideosShowTheirThumbnailsInTheList() throws {
        let (tmp, summary) = try Self.build(thumbnail: "thumb.png", bytes: PacketBuilderTests.pngPixel, more: """
              - title: Pop times
                url: https://example.com/v2
                thumbnail: pop.png
              - title: Batting practice
                url: https://example.com/v3
                thumbnail: gone.jpg

            """, moreFiles: ["pop.png": PacketBuilderTests.pngPixel])
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(summary.warnings.filter { $0.message.contains("thumbnail") }.map(\.message) == [
            #"video.thumbnail "gone.jpg" was not found in the athlete's folder (athletes/kim-lee/); the coach page lists the video without it"#])
        let site = tmp.appendingPathComponent("site")
        let copied = try [UInt8](Data(contentsOf: site.appendingPathComponent("kim-lee/coach/video-2.png")))
        #expect(copied == (try PreparedPhoto.prepare(PacketBuilderTests.pngPixel).bytes))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("kim-lee/coach/video-3.jpg").path))
        let page = TestSupport.read(site.appendingPathComponent("kim-lee/coach/index.html"))
        #expect(page.contains(#"<li class="link-with-thumb"><img class="link-thumb" src="video-2.png" alt="" loading="lazy"/><a href="https://example.com/v2">Pop times</a></li>"#))
        #expect(page.contains(#"<li><a href="https://example.com/v3">Batting practice</a></li>"#))
    }
}
