import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The photo named in athlete.yml is copied into the site (metadata removed) and shown on the
/// dashboard and the family index card.
@Suite struct AthletePhotoTests {
    static func build(photo: [UInt8]) throws -> (URL, Result<BuildSummary, any Error>) {
        let tmp = TestSupport.temporaryFolder()
        let content = try PacketFixture.write(to: tmp, photo: photo)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.outputFolder = tmp.appendingPathComponent("site").path
        options.environment = [:]
        return (tmp, Result { try SiteBuilder(options: options).build() })
    }

    @Test func thePhotoIsCopiedWithoutMetadataAndShown() throws {
        let (tmp, result) = try Self.build(photo: PacketBuilderTests.pngPixel)
        defer { try? FileManager.default.removeItem(at: tmp) }
        _ = try result.get()
        let site = tmp.appendingPathComponent("site")
        let copied = try [UInt8](Foundation.Data(contentsOf: site.appendingPathComponent("kim-lee/photo.png")))
        #expect(copied == (try PhotoScrubber.scrubbed(PacketBuilderTests.pngPixel)))
        #expect(!String(decoding: copied, as: UTF8.self).contains(PacketFixture.canary))
        let dashboard = TestSupport.read(site.appendingPathComponent("kim-lee/index.html"))
        #expect(dashboard.contains(#"</div><img class="profile-photo" src="photo.png" alt="Photo of Kim Lee"/>"#))
        let index = TestSupport.read(site.appendingPathComponent("index.html"))
        #expect(index.contains(#"<a class="card athlete-card" href="kim-lee/index.html"><img class="athlete-card-photo" src="kim-lee/photo.png" alt="Photo of Kim Lee"/><h2"#))
        // An athlete without a photo has no image on either page.
        let other = TestSupport.files(under: site).filter { $0.hasPrefix("other-") && $0.contains("photo") }
        #expect(other == [])
    }

    @Test func aBrokenPhotoFailsTheBuildAtAthleteYml() throws {
        let headerOnly = Array(PacketBuilderTests.pngPixel.prefix(33))  // signature + IHDR, cut short
        let (tmp, result) = try Self.build(photo: headerOnly)
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(throws: InputError.self) { try result.get() }
        let messages = ((try? result.get()) == nil ? (result.failureError as? InputError)?.diagnostics.items.map(\.message) : nil) ?? []
        #expect(messages == [#"photo "photo.png" is not a readable PNG image"#])
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent("site").path))
    }
}

private extension Result {
    var failureError: Failure? { if case .failure(let e) = self { e } else { nil } }
}
