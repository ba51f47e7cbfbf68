import Foundation
import SiteData
import PhotoTestSupport
import Testing
import ZIPFoundation
@testable import SitePhotos
@testable import SiteGen

/// The photo named in athlete.yml is copied into the site (metadata removed) and shown on the
/// dashboard and the family index card.
@Suite struct AthletePhotoTests {
    static func build(photo: [UInt8], name: String = "photo.png") throws -> (URL, Result<BuildSummary, any Error>) {
        let tmp = TestSupport.temporaryFolder()
        let content = try PacketFixture.write(to: tmp, photo: photo, photoName: name)
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
        #expect(copied == (try PreparedPhoto.prepare(PacketBuilderTests.pngPixel).bytes))
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
        let messages = TestSupport.failure(result)?.diagnostics.items.map(\.message) ?? []
        #expect(messages == [#"photo "photo.png" is not a readable PNG image"#])
        // Held back: the athlete has no pages (`SiteBuilder+HeldBack`).
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent("site/kim-lee").path))
    }

    /// The messages of a build that held the athlete back at athlete.yml, and that none of its
    /// pages was written.
    static func errors(photo: [UInt8], name: String) throws -> [String] {
        let (tmp, result) = try Self.build(photo: photo, name: name)
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent("site/kim-lee").path))
        return TestSupport.failure(result)?.diagnostics.items.map {
            "\($0.location?.file.hasSuffix("/athletes/kim-lee/athlete.yml") == true): \($0.message)"
        } ?? []
    }

    @Test func aHeaderClaimingMorePixelsThanTheDataHoldsIsAnError() throws {
        let huge = TestImages.png(TestImages.png(width: 1, height: 1), claiming: 1_000_000, 1_000_000)
        #expect(try Self.errors(photo: huge, name: "photo.png") == [
            #"true: photo "photo.png" is 1000000 × 1000000 pixels by its header, more than the 50 megapixels sitegen reads; export it at a smaller size"#])
        let lying = TestImages.jpeg(TestImages.jpeg(width: 16, height: 16), claiming: 4000, 3000)
        #expect(try Self.errors(photo: lying, name: "photo.jpg") == [
            #"true: photo "photo.jpg" is not a readable JPG image (4000 × 3000 pixels by its header): Corrupt JPEG data: premature end of data segment; export the photo again"#])
    }

    @Test func aHeicPhotoSaysWhatToConvertTo() throws {
        let message = "is a HEIC image, which sitegen cannot publish; convert it to JPEG or PNG "
            + "(on an iPhone, Settings › Camera › Formats › Most Compatible takes new photos as JPEG)"
        #expect(try Self.errors(photo: TestImages.heif("heic"), name: "IMG_0001.HEIC") == ["true: photo \"IMG_0001.HEIC\" " + message])
        // Renamed, it is still found out.
        #expect(try Self.errors(photo: TestImages.heif("heic"), name: "IMG_0001.jpg") == ["true: photo \"IMG_0001.jpg\" " + message])
    }

    /// A HEIC photo beside a bad cell: both named on the first build, the photo at the line
    /// of athlete.yml that names it (it used to wait for the cell to be fixed, and had no line).
    @Test func aHeicPhotoIsNamedAtItsLineOnTheFirstBuild() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, photo: TestImages.heif("heic"), photoName: "IMG_0001.jpg")
        try "id,metric_type,value,recorded_date\nm1,velocity,abc,2026-03-01\n"
            .write(to: content.appendingPathComponent("athletes/kim-lee/performance_metrics.csv"), atomically: true, encoding: .utf8)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.outputFolder = tmp.appendingPathComponent("site").path
        options.environment = [:]
        let result = Result { try SiteBuilder(options: options).build() }
        let lines = TestSupport.failure(result)?.diagnostics.items.filter { $0.severity == .error }.map {
            $0.description.replacingOccurrences(of: content.path + "/", with: "")
        } ?? []
        #expect(lines == [
            "athletes/kim-lee/athlete.yml:24:8: error: photo \"IMG_0001.jpg\" is a HEIC image, which sitegen cannot publish; "
                + "convert it to JPEG or PNG (on an iPhone, Settings › Camera › Formats › Most Compatible takes new photos as JPEG)",
            "athletes/kim-lee/performance_metrics.csv:2:13: error: value: \"abc\" is not a number (write decimals with a point, e.g. 1.5)",
        ])
    }

    @Test func aBigPhotoIsScaledForTheSiteAndThePacketAndTheSummarySaysSo() throws {
        let (tmp, result) = try Self.build(photo: TestImages.jpeg(width: 4000, height: 3000), name: "photo.jpg")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let summary = try result.get()
        #expect(summary.scaledPhotos == 1)
        #expect(summary.line(seconds: 1).contains(" files, 1 photo scaled to 1200 px in 1.0 s → "))
        let site = try [UInt8](Foundation.Data(contentsOf: tmp.appendingPathComponent("site/kim-lee/photo.jpg")))
        let decoded = try ImageCodec.decode(site, as: .jpeg, maxPixels: 50_000_000, maxSide: 5000)
        #expect(decoded.width == 1200 && decoded.height == 900)
        var options = BuildOptions()
        options.contentFolder = tmp.appendingPathComponent("content").path
        options.environment = [:]
        let zip = tmp.appendingPathComponent("kim.zip")
        let packet = try PacketBuilder(options: options, athlete: "kim-lee", outputFile: zip.path).build()
        let entry = try #require(packet.entries.first { $0.hasSuffix("photos/kim-lee.jpg") })
        let archive = try Archive(url: zip, accessMode: .read)
        var packed = Foundation.Data()
        _ = try archive.extract(try #require(archive[entry]), consumer: { packed.append($0) })
        #expect(Array(packed) == site)
    }
}
