import CCairo
import Testing
@testable import CoachDocuments

/// The share image's kept pixel buffers: reused, cleared, and drawing the same pixels as a
/// surface cairo makes itself.
@Suite struct PixelBufferPoolTests {
    @Test func aBufferIsReusedAndClearedEachTime() {
        let pool = PixelBufferPool(byteCount: 4096)
        pool.withBuffer { buffer in
            #expect(UnsafeRawBufferPointer(start: buffer, count: 4096).allSatisfy { $0 == 0 })
            buffer.initializeMemory(as: UInt8.self, repeating: 0xAB, count: 4096)
        }
        pool.withBuffer { buffer in
            #expect(UnsafeRawBufferPointer(start: buffer, count: 4096).allSatisfy { $0 == 0 })
        }
        #expect(pool.made == 1)
    }

    @Test func buffersInUseAtOnceAreDistinct() {
        let pool = PixelBufferPool(byteCount: 64)
        pool.withBuffer { outer in
            pool.withBuffer { inner in #expect(inner != outer) }
        }
        #expect(pool.made == 2)
        pool.withBuffer { _ in }
        #expect(pool.made == 2)
    }

    /// The card's pixels in a kept buffer, after another card was drawn in it, are the pixels
    /// cairo draws on a surface of its own (the way every card was drawn before the pool).
    @Test(arguments: [
        ShareCard(name: "Ana Díaz", headline: "Class of 2027 · C, 1B", markLabel: "60-yard dash · Verified",
                  markValue: "6.90 s", footer: "Díaz Family"),
        ShareCard(name: "", headline: "", markLabel: "", markValue: "", footer: ""),
    ])
    func pixelsAreAFreshSurfaces(_ card: ShareCard) throws {
        let other = ShareCard(name: String(repeating: "Żółć 李小龍 W ", count: 30), headline: String(repeating: "M", count: 200),
                              markLabel: "x", markValue: String(repeating: "8", count: 60), footer: "footer")
        _ = try ShareImage.render(other)
        let kept = try ShareImage.withPixels(card) { pixels, stride in
            Array(UnsafeBufferPointer(start: pixels, count: stride * ShareImage.height))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(ShareImage.width), Int32(ShareImage.height))!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        ShareImage.draw(card, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        #expect(stride == ShareImage.stride)
        let fresh = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * ShareImage.height))
        #expect(kept == fresh)
    }
}
