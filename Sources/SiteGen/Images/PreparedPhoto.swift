/// A photo or note picture as sitegen publishes it: metadata removed (`PhotoScrubber`), a JPEG
/// or PNG decoded to the last row so a header that claims more than the data holds is refused,
/// and scaled down (area average) when its long side is over `maxSide`. A picture that fits
/// keeps the scrubbed bytes unchanged. GIF and WebP are scrubbed only: sitegen has no decoder
/// for them.
struct PreparedPhoto: Sendable {
    /// The long side pages need: the photo is shown at most about 600 CSS pixels wide (the
    /// résumé, a note's column), twice that for high-density screens.
    static let maxSide = 1200
    /// Largest picture decoded (a 50-megapixel phone photo; about 200 MB while decoding).
    static let maxPixels = 50_000_000
    /// JPEG quality of a scaled photo.
    static let quality = 85

    /// A scaled picture's size before and after.
    struct Scaling: Equatable, Sendable {
        var width: Int
        var height: Int
        var scaledWidth: Int
        var scaledHeight: Int
    }

    var bytes: [UInt8]
    /// Set when the picture was scaled down.
    var scaling: Scaling?

    static func prepare(_ bytes: [UInt8]) throws(PhotoProblem) -> PreparedPhoto {
        if let kind = HEIFBrand.kind(of: bytes) { throw .heif(kind: kind) }
        let clean: [UInt8]
        do {
            clean = try PhotoScrubber.scrubbed(bytes)
        } catch {
            throw error == .noImageData ? .noImageData : .malformed
        }
        let format: ImageCodec.Format
        if clean.starts(with: [0xFF, 0xD8]) {
            format = .jpeg
        } else if clean.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            format = .png
        } else {
            return PreparedPhoto(bytes: clean)
        }
        do {
            let decoded = try ImageCodec.decode(clean, as: format, maxPixels: maxPixels, maxSide: maxSide)
            guard let pixels = decoded.scaled else { return PreparedPhoto(bytes: clean) }
            let exif = format == .jpeg ? orientationExif(clean) : []
            let out = try ImageCodec.encode(pixels, as: format, quality: quality, icc: decoded.icc, exif: exif)
            return PreparedPhoto(bytes: out, scaling: Scaling(width: decoded.width, height: decoded.height,
                                                              scaledWidth: pixels.width, scaledHeight: pixels.height))
        } catch {
            switch error {
            case .tooLarge(let w, let h): throw .tooLarge(width: w, height: h)
            case .broken(let w, let h, let reason): throw .broken(width: w, height: h, reason: reason)
            }
        }
    }

    /// The APP1 payload the scrubber wrote back (`Exif`, only the orientation), to go into the
    /// scaled JPEG too: pixels are not turned, the browser turns the picture as it did before.
    static func orientationExif(_ jpeg: [UInt8]) -> [UInt8] {
        var i = 2
        while i + 4 <= jpeg.count, jpeg[i] == 0xFF, jpeg[i + 1] != 0xDA {
            let length = Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])
            if jpeg[i + 1] == 0xE1, let o = PhotoScrubber.exifOrientation(Array(jpeg[min(i + 4, jpeg.count)..<min(i + 2 + length, jpeg.count)])) {
                return Array(PhotoScrubber.minimalExif(orientation: o).dropFirst(4))
            }
            i += 2 + length
        }
        return []
    }
}
