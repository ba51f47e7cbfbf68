import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SitePhotos
@testable import CoachDocuments

/// The share image's words (from the coach edition) and where its ink is.
@Suite struct ShareCardModelTests {
    func card(edit: (inout AthleteData) -> Void = { _ in }) throws -> ShareCard {
        let site = try AnalyticsFixture.site("ana-diaz", edit: edit)
        let coach = CoachEdition.make(from: site.data, parts: [], today: site.build.today)
        return ShareCardModel.card(edition: coach, page: site.page(SitePath.coach("ana-diaz"), tab: .coach))
    }

    /// Name, class and positions, the first headline mark (a softball catcher leads with pop
    /// time, exit velocity, batting average: she has only the verified .345), the site's title.
    @Test func wordsFromTheCoachEdition() throws {
        let c = try card()
        #expect(c == ShareCard(name: "Ana Díaz", headline: "Class of 2027 · C, 1B", markLabel: "Best Batting Average · Verified",
                               markValue: ".345", footer: "Fixture Family"))
    }

    @Test func withoutMetricsOrClassOnlyTheName() throws {
        let c = try card { data in
            data.metrics = []
            data.profile.graduationDate = nil
            data.profile.positions = []
        }
        #expect(c.texts == ["Ana Díaz", "Fixture Family"])
    }

    /// Decoded again: 1200×630, the accent bar on the left, dark ink where the name is, the
    /// accent colour where the mark's value is, and white at the right edge.
    @Test func inkWhereTheTextIs() throws {
        let png = try ShareImage.render(try card())
        let decoded = try ImageCodec.decode(png, as: .png, maxPixels: 2_000_000, maxSide: 4000)
        #expect(decoded.width == 1200 && decoded.height == 630)
        let px = decoded.pixels
        #expect(px.channels == 3)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * px.width + x) * 3; return Array(px.bytes[i..<(i + 3)]) }
        func count(_ x: Range<Int>, _ y: Range<Int>, _ test: ([UInt8]) -> Bool) -> Int {
            var n = 0
            for yy in y { for xx in x where test(pixel(xx, yy)) { n += 1 } }
            return n
        }
        #expect(pixel(10, 300) == [0x00, 0x52, 0xCC])
        let dark = { (p: [UInt8]) in p.allSatisfy { $0 < 80 } }
        // The name's line (68 px text from y = 84).
        #expect(count(112..<700, 84..<170, dark) > 2000)
        // The mark's value in the accent colour inside its tinted box.
        let accent = { (p: [UInt8]) in p[2] > 150 && p[0] < 60 }
        #expect(count(152..<700, 360..<480, accent) > 1000)
        // Nothing is drawn in the right margin.
        #expect(count(1150..<1200, 0..<630) { $0 != [255, 255, 255] } == 0)
    }
}

/// Absurd text (issue 42 item 7): a 117 KB name and 300 KB of positions are cut with "…"; no
/// ink over the accent bar, in the right margin, or below the footer's line.
@Suite struct ShareImageOverflowTests {
    @Test func absurdTextIsCutInsideTheCard() throws {
        let name = String(repeating: "Wolfeschlegelsteinhausen ", count: 4_700)
        let positions = String(repeating: "RHP, ", count: 60_000)
        let card = ShareCard(name: name, headline: "Class of 2027 · " + positions, markLabel: String(repeating: "Best ", count: 20_000),
                             markValue: String(repeating: "9", count: 50_000), footer: String(repeating: "Family ", count: 20_000))
        #expect(ShareImage.bounded(name).count == ShareImage.maxCharacters + 1)
        #expect(ShareImage.bounded(name).hasSuffix("…"))
        #expect(ShareImage.bounded("a\nb") == "a b")
        let png = try ShareImage.render(card)
        let decoded = try ImageCodec.decode(png, as: .png, maxPixels: 2_000_000, maxSide: 4000)
        let px = decoded.pixels
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * px.width + x) * 3; return Array(px.bytes[i..<(i + 3)]) }
        func count(_ x: Range<Int>, _ y: Range<Int>, _ test: ([UInt8]) -> Bool) -> Int {
            var n = 0
            for yy in y { for xx in x where test(pixel(xx, yy)) { n += 1 } }
            return n
        }
        // The accent bar is untouched, the left and right margins are blank.
        #expect(count(0..<32, 0..<630) { $0 != [0x00, 0x52, 0xCC] } == 0)
        #expect(count(32..<100, 0..<630) { $0 != [255, 255, 255] } == 0)
        #expect(count(1130..<1200, 0..<630) { $0 != [255, 255, 255] } == 0)
    }
}

/// The share card shows the photo at the top right when there is one (issue 41 §2).
@Suite struct ShareImagePhotoTests {
    @Test func thePhotoIsDrawnAtTheRight() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bytes = Array(try Data(contentsOf: root.appendingPathComponent("content/athletes/ethan-carter/photo.png")))
        var card = ShareCard(name: "Ethan Carter", headline: "Class of 2027 · RHP, SS", markLabel: "Best Fastball Velocity · Verified",
                             markValue: "89.2 mph", footer: "Family")
        func inkInPhotoArea(_ card: ShareCard) throws -> Int {
            let decoded = try ImageCodec.decode(try ShareImage.render(card), as: .png, maxPixels: 2_000_000, maxSide: 4000)
            let px = decoded.pixels
            var n = 0
            for y in 90..<320 { for x in 840..<1100 {
                let i = (y * px.width + x) * 3
                if Array(px.bytes[i..<(i + 3)]) != [255, 255, 255] { n += 1 }
            } }
            return n
        }
        #expect(try inkInPhotoArea(card) == 0)
        card.photo = ResumeDocument.Photo(bytes: bytes)
        #expect(card.photo != nil)
        #expect(try inkInPhotoArea(card) > 50_000)
    }
}
