import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// A packet too big to email gets a warning naming its biggest files (docs/packet.md, "Size").
@Suite struct PacketSizeTests {
    func options(_ content: URL) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = content.path
        o.environment = [:]
        return o
    }

    /// A well-formed GIF of exactly `count` bytes (one 1×1 image whose data sub-blocks hold
    /// bytes that do not compress): the scrubber keeps every byte of it.
    static func picture(_ count: Int, seed: UInt64) -> Foundation.Data {
        var state = seed
        func noise(_ n: Int) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(n)
            while out.count < n {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                withUnsafeBytes(of: state) { out += $0.prefix(n - out.count) }
            }
            return out
        }
        // Header, screen (1×1, no colour table), image descriptor, LZW code size.
        var bytes = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0] + [2]
        bytes.reserveCapacity(count)
        var remaining = count - bytes.count - 2  // the data's terminator and the trailer
        while remaining > 0 {
            // Sub-blocks of up to 255 bytes; never leave a single byte (a block needs data).
            var n = min(255, remaining - 1)
            if remaining - 1 - n == 1 { n -= 1 }
            bytes.append(UInt8(n))
            bytes += noise(n)
            remaining -= n + 1
        }
        bytes += [0, 0x3B]
        precondition(bytes.count == count)
        return Foundation.Data(bytes)
    }

    /// Kim's public note with three pictures of 21, 2 and 1 MB.
    static func bigPacketContent(in tmp: URL) throws -> URL {
        let content = try PacketFixture.write(to: tmp)
        let notes = content.appendingPathComponent("athletes/kim-lee/notes")
        try Self.picture(22_020_096, seed: 1).write(to: notes.appendingPathComponent("field.gif"))
        try Self.picture(2_097_152, seed: 2).write(to: notes.appendingPathComponent("dugout.gif"))
        try Self.picture(1_048_576, seed: 3).write(to: notes.appendingPathComponent("bus.gif"))
        try """
            ---
            title: Season update
            visibility: public
            ---
            ![Field](field.gif) ![Dugout](dugout.gif) ![Bus](bus.gif)

            """.write(to: notes.appendingPathComponent("2026-03-05-season-update.md"), atomically: true, encoding: .utf8)
        return content
    }

    @Test func aPacketOverTwentyMegabytesIsWarnedAboutWithItsBiggestFiles() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.bigPacketContent(in: tmp)
        let zip = tmp.appendingPathComponent("kim.zip")
        let summary = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        let folder = "kim-lee/notes/2026-03-05-season-update/"
        #expect(summary.warnings.map(\.message) == [
            "the packet is \(FileProblem.megabytes(summary.bytes)), too big to send by email (Gmail takes 25 MB, and an attachment "
                + "grows by a third on the way); its biggest files: \(folder)field.gif (21.0 MB), \(folder)dugout.gif (2.0 MB), "
                + "\(folder)bus.gif (1.0 MB). Make those pictures smaller, or share the packet through a link instead",
        ])
        #expect(summary.warnings.first?.location == nil)
        #expect(summary.bytes > 24 * 1_048_576 && summary.bytes < 25 * 1_048_576)
        #expect(FileManager.default.fileExists(atPath: zip.path))
    }

    /// The in-site packet (`build` writes it into the athlete's folder and links it for email)
    /// gets the same warning, in the same words, at the athlete's athlete.yml.
    @Test func aSiteBuildWarnsAboutItsPacketToo() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.bigPacketContent(in: tmp)
        let zip = tmp.appendingPathComponent("kim.zip")
        let packet = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        var o = options(content)
        o.outputFolder = tmp.appendingPathComponent("_site").path
        let summary = try SiteBuilder(options: o).build()
        let inSite = try Foundation.Data(contentsOf: tmp.appendingPathComponent("_site/kim-lee/kim-lee-packet.zip"))
        #expect(inSite.count == packet.bytes)
        let warnings = summary.warnings.filter { $0.message.contains("too big to send by email") }
        #expect(warnings.map(\.message) == packet.warnings.map(\.message))
        #expect(warnings.first?.location?.file == "\(content.path)/athletes/kim-lee/athlete.yml")
    }

    @Test func strictRefusesAPacketTooBigToEmail() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try Self.bigPacketContent(in: tmp)
        let zip = tmp.appendingPathComponent("kim.zip")
        var o = options(content)
        o.strict = true
        #expect {
            _ = try PacketBuilder(options: o, athlete: "kim-lee", outputFile: zip.path).build()
        } throws: { error in
            (error as? StrictError)?.warnings.map(\.message).first?.contains(", too big to send by email (Gmail takes 25 MB") == true
        }
        #expect(!FileManager.default.fileExists(atPath: zip.path))
    }

    @Test func theLimitIsTwentyMegabytes() {
        let files: [String: [UInt8]] = ["b.jpg": [UInt8](repeating: 0, count: 30), "a.jpg": [UInt8](repeating: 0, count: 30),
                                        "c.css": [1], "index.html": [1, 2]]
        #expect(PacketSummary.sizeWarning(bytes: 20 * 1_048_576, files: files) == nil)
        #expect(PacketSummary.sizeWarning(bytes: 20 * 1_048_576 + 1, files: files)?.message
                == "the packet is 20.0 MB, too big to send by email (Gmail takes 25 MB, and an attachment grows by a third on the way); "
                + "its biggest files: a.jpg (0.0 MB), b.jpg (0.0 MB), index.html (0.0 MB). "
                + "Make those pictures smaller, or share the packet through a link instead")
    }
}
