import CCairo

/// Draws the résumé's photo onto the PDF page with cairo, cropped to cover its box (centred,
/// aspect ratio kept, the overflow cut off), with no decoder of our own:
/// - a JPEG is not decoded at all: cairo embeds its bytes as they are (a DCTDecode image), so
///   only its size is read from the frame header;
/// - a PNG is decoded by cairo's own PNG reader and embedded losslessly.
enum PhotoPainter {
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        var description: String { "the photo could not be drawn: \(reason)" }
    }

    static func draw(_ photo: ResumeDocument.Photo, context: OpaquePointer, in rect: PDFRect) throws(Failure) {
        let image = try surface(photo)
        defer { cairo_surface_destroy(image) }
        let (w, h) = (Double(cairo_image_surface_get_width(image)), Double(cairo_image_surface_get_height(image)))
        guard w > 0, h > 0 else { throw Failure(reason: "the image is empty") }
        let scale = max(rect.width / w, rect.height / h)
        cairo_save(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.x + (rect.width - w * scale) / 2, rect.y + (rect.height - h * scale) / 2)
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, image, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }

    private static func surface(_ photo: ResumeDocument.Photo) throws(Failure) -> OpaquePointer {
        if photo.mime == "image/jpeg" {
            guard let size = jpegSize(photo.bytes) else { throw Failure(reason: "the JPEG has no readable frame header") }
            let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height))!
            // cairo keeps the bytes until the surface is gone and writes them into the PDF.
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: photo.bytes.count)
            copy.initialize(from: photo.bytes, count: photo.bytes.count)
            let status = cairo_surface_set_mime_data(image, CAIRO_MIME_TYPE_JPEG, copy, UInt(photo.bytes.count),
                                                     { $0?.assumingMemoryBound(to: UInt8.self).deallocate() }, copy)
            guard status == CAIRO_STATUS_SUCCESS else {
                copy.deallocate()
                cairo_surface_destroy(image)
                throw Failure(reason: "cairo refused the JPEG")
            }
            return image
        }
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(photo.bytes)
        let image = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                let n = Int(length)
                guard reader.offset + n <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: n) }
                reader.offset += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            throw Failure(reason: "the PNG could not be read")
        }
        return image
    }

    /// Width and height from a JPEG's start-of-frame segment (SOF0…SOF15 but DHT, JPG and DAC);
    /// nil when the markers run out or are malformed before one.
    static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 3 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            if marker == 0xD9 { return nil }  // end of image before any frame
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard length >= 7 else { return nil }
                let height = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6])
                let width = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
                return width > 0 && height > 0 ? (width, height) : nil
            }
            if marker == 0xDA { return nil }  // scan data before any frame
            i += 2 + length
        }
        return nil
    }
}
