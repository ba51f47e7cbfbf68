import SiteData
import Testing
@testable import SampleSite
@testable import SitePhotos

/// The sample's drawn pictures are PNGs libpng reads, with the shapes where they are drawn.
@Suite struct SamplePictureTests {
    static func rgb(_ d: ImageCodec.Decoded, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * d.pixels.width + x) * d.pixels.channels
        return Array(d.pixels.bytes[i..<i + 3])
    }

    @Test func thePortraitDecodesWithItsSilhouette() throws {
        let png = SamplePicture.portrait(colour: (29, 78, 216)).png
        let d = try ImageCodec.decode(png, as: .png, maxPixels: 1_000_000, maxSide: 2_000)
        #expect((d.pixels.width, d.pixels.height, d.pixels.channels) == (240, 300, 3))
        #expect(Self.rgb(d, 120, 118) == [51, 65, 85])   // the head
        #expect(Self.rgb(d, 120, 290) == [51, 65, 85])   // the shoulders
        #expect(Self.rgb(d, 5, 5) == [69, 118, 255])     // the light band
        #expect(Self.rgb(d, 5, 295) == [29, 78, 216])    // the team colour
        #expect(png.count < 8_000)
    }

    @Test func theFieldDecodesWithItsDiamond() throws {
        let png = SamplePicture.field().png
        let d = try ImageCodec.decode(png, as: .png, maxPixels: 1_000_000, maxSide: 2_000)
        #expect((d.pixels.width, d.pixels.height) == (480, 270))
        #expect(Self.rgb(d, 10, 10) == [147, 197, 253])   // sky
        #expect(Self.rgb(d, 240, 260) == [255, 255, 255]) // home plate
        #expect(Self.rgb(d, 240, 185) == [194, 150, 96])  // the mound
        #expect(Self.rgb(d, 240, 150) == [34, 139, 34])   // infield grass
        #expect(png.count < 10_000)
    }

    /// The bundled sample gives only Ethan pictures; the benchmark's athletes none.
    @Test func onlyTheRecipeThatAsksHasPictures() {
        let g = SampleGenerator(today: LocalDate(iso: "2026-11-22")!)
        #expect(g.pictures(for: SampleRecipe.bundled).map(\.path) == ["athletes/ethan-carter/highlights.png", "athletes/ethan-carter/photo.png"])
        #expect(g.pictures(for: [SampleRecipe.synthetic(index: 1)]).isEmpty)
    }
}
