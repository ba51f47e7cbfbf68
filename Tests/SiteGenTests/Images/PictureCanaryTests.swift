import Foundation
import SiteData
import PhotoTestSupport
import Testing
import ZIPFoundation
@testable import SitePhotos
@testable import SiteGen

/// Every picture that leaves the family is encoded again from its pixels (JPEG, PNG) or rebuilt
/// from an allow-list (WebP chunks, GIF blocks): a canary hidden where a camera or an editor
/// keeps data survives nowhere, in the site or the packet (issue: a picture that fit in 1,200 px
/// kept its APP segments, thumbnail, trailing bytes, unknown chunks and profile name).
@Suite struct PictureCanaryTests {
    static let canary = Array("PICCANARY7".utf8)

    static func contains(_ bytes: [UInt8], _ needle: [UInt8] = canary) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0] == needle[0] && Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    static let jpeg = TestImages.jpeg(width: 64, height: 48)

    /// The JPEG with the canary in each place the issue found one: a JFXX thumbnail (APP0),
    /// FPXR and MPF data (APP2), an Adobe segment's tail (APP14), bytes between the scan and
    /// the end-of-image marker, and bytes after it.
    static let jpegs: [String: [UInt8]] = [
        "JFXX": TestImages.jpeg(jpeg, inserting: TestImages.segment(0xE0, Array("JFXX".utf8) + [0, 0x10] + canary)),
        "FPXR": TestImages.jpeg(jpeg, inserting: TestImages.segment(0xE2, Array("FPXR".utf8) + [0, 0, 1] + canary)),
        "MPF": TestImages.jpeg(jpeg, inserting: TestImages.segment(0xE2, Array("MPF".utf8) + [0] + canary)),
        "Adobe": TestImages.jpeg(jpeg, inserting: TestImages.segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 1] + canary)),
        "beforeEOI": Array(jpeg.dropLast(2)) + canary + [0xFF, 0xD9],
        "afterEOI": jpeg + canary,
    ]

    /// A PNG with the canary as its colour profile's name (iCCP), in a private chunk and after IEND.
    static let pngs: [String: [UInt8]] = {
        let png = TestImages.png(width: 64, height: 48)
        let iccp = TestImages.chunk("iCCP", canary + [0, 0] + TestImages.zlibStored(TestImages.iccProfile()))
        return [
            "iCCP name": Array(png[0..<33]) + iccp + Array(png[33...]),
            "private chunk": Array(png[0..<33]) + TestImages.chunk("prVt", canary) + Array(png[33...]),
            "after IEND": png + canary,
        ]
    }()

    /// A WebP with the canary in an unknown chunk, in an unknown chunk inside an animation frame
    /// and in a padding byte's place.
    static let webps: [String: [UInt8]] = {
        let vp8x: [UInt8] = Array("VP8X".utf8) + [10, 0, 0, 0, 0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let anim: [UInt8] = Array("ANIM".utf8) + [6, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let vp8l: [UInt8] = Array("VP8L".utf8) + [5, 0, 0, 0, 0x2F, 0, 0, 0, 0, 0]
        let unknown = Array("CNRY".utf8) + [10, 0, 0, 0] + canary
        let frame = [UInt8](repeating: 0, count: 16) + vp8l + unknown
        let anmf = Array("ANMF".utf8) + [UInt8(frame.count), 0, 0, 0] + frame
        return [
            "unknown chunk": TestImages.riff(vp8x + vp8l + unknown),
            "inside a frame": TestImages.riff(vp8x + anim + anmf),
        ]
    }()

    /// A GIF with the canary in extra sub-blocks of its looping and graphic control extensions.
    static let gifs: [String: [UInt8]] = {
        let head = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        let image: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
        let loop = [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, UInt8(canary.count)] + canary + [0]
        let control: [UInt8] = [0x21, 0xF9, 4, 0, 10, 0, 0, UInt8(canary.count)] + canary + [0]
        return [
            "NETSCAPE2.0": head + loop + image + [0x3B],
            "graphic control": head + control + image + [0x3B],
        ]
    }()

    static var all: [(String, [UInt8])] {
        (jpegs.merging(pngs) { a, _ in a }.merging(webps) { a, _ in a }.merging(gifs) { a, _ in a }).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    @Test(arguments: Self.all.map(\.0))
    func theCanaryDoesNotSurvive(_ place: String) throws {
        let original = Self.all.first { $0.0 == place }!.1
        #expect(Self.contains(original))
        let prepared = try PreparedPhoto.prepare(original)
        #expect(!Self.contains(prepared.bytes), "\(place)")
        #expect(prepared.scaling == nil)
    }

    /// Encoded again, the JPEG and PNG keep their size and colours, and the PNG its profile
    /// (under a fixed name).
    @Test func encodedAgainTheyStayTheSamePicture() throws {
        for (place, jpeg) in Self.jpegs {
            let out = try PreparedPhoto.prepare(jpeg).bytes
            let d = try ImageCodec.decode(out, as: .jpeg, limits: PreparedPhoto.limits)
            #expect(d.width == 64 && d.height == 48, "\(place)")
            #expect(Array(out.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE0], "\(place)")
        }
        let png = try PreparedPhoto.prepare(Self.pngs["iCCP name"]!).bytes
        #expect(TestImages.pngChunks(png) == ["IHDR", "iCCP", "IDAT", "IEND"])
        #expect(Self.contains(png, Array("ICC profile".utf8) + [0, 0]))
        let original = try ImageCodec.decode(TestImages.png(width: 64, height: 48), as: .png, limits: PreparedPhoto.limits)
        #expect(try ImageCodec.decode(png, as: .png, limits: PreparedPhoto.limits).pixels == original.pixels)
    }

    /// In a built site, its in-site packet and `sitegen packet`'s zip: the photo (a JPEG with a
    /// JFXX thumbnail) and a note's pictures (every canary file above) carry no canary.
    @Test func noCanaryInTheSiteOrThePacket() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, photo: Self.jpegs["JFXX"]!, photoName: "photo.jpg")
        let notes = content.appendingPathComponent("athletes/kim-lee/notes")
        var markdown = "---\ntitle: Pictures\nvisibility: public\n---\n"
        for (i, (_, bytes)) in Self.all.enumerated() {
            let ext = bytes.starts(with: [0xFF, 0xD8]) ? "jpg" : bytes.starts(with: [0x89]) ? "png" : bytes.starts(with: Array("GIF".utf8)) ? "gif" : "webp"
            try Foundation.Data(bytes).write(to: notes.appendingPathComponent("p\(i).\(ext)"))
            markdown += "![\(i)](p\(i).\(ext))\n"
        }
        try markdown.write(to: notes.appendingPathComponent("2026-03-06-pictures.md"), atomically: true, encoding: .utf8)
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = tmp.appendingPathComponent("_site").path
        o.environment = [:]
        _ = try SiteBuilder(options: o).build()
        let site = TestSupport.files(under: tmp.appendingPathComponent("_site"))
        #expect(site.filter { $0.hasPrefix("kim-lee/notes/2026-03-06-pictures/p") }.count == Self.all.count)
        #expect(site.contains { $0.hasPrefix("kim-lee/photo") || $0.hasPrefix("assets/photos/kim-lee") }, "\(site)")
        for path in site where !path.hasSuffix(".zip") {
            #expect(!Self.contains(Array(try Foundation.Data(contentsOf: tmp.appendingPathComponent("_site/" + path)))), "\(path)")
        }
        let zip = tmp.appendingPathComponent("kim.zip")
        _ = try PacketBuilder(options: o, athlete: "kim-lee", outputFile: zip.path).build()
        for archive in [zip, tmp.appendingPathComponent("_site/kim-lee/kim-lee-packet.zip")] {
            var entries = 0
            for entry in try Archive(url: archive, accessMode: .read) {
                var data = Foundation.Data()
                _ = try Archive(url: archive, accessMode: .read).extract(entry) { data.append($0) }
                #expect(!Self.contains(Array(data)), "\(archive.lastPathComponent): \(entry.path)")
                entries += 1
            }
            #expect(entries > Self.all.count)
        }
    }
}
