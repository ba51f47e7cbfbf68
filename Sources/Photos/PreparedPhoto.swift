/// A photo or note picture as sitegen publishes it: metadata removed (`PhotoScrubber`), then a
/// JPEG or PNG decoded to the last row (so a header that claims more than the data holds is
/// refused) and encoded again from its pixels, scaled down (area average) when its long side is
/// over `maxSide`: nothing the file carried besides its pixels, its colour profile (up to
/// `maxICC`) and its orientation leaves the family (a JFXX thumbnail, APP segments, bytes
/// after the picture, a profile's name). GIF and WebP, which sitegen cannot decode, are rebuilt
/// from an allow-list of blocks and chunks by the scrubber.
package struct PreparedPhoto: Sendable {
    /// The long side pages need: the photo is shown at most about 600 CSS pixels wide (the
    /// résumé, a note's column), twice that for high-density screens.
    package static let maxSide = 1200
    /// Largest picture decoded (a 50-megapixel phone photo).
    static let maxPixels = 50_000_000
    /// Most memory decoding one picture may take, estimated from its header before anything is
    /// allocated: a 49,999,999 × 1 PNG passes `maxPixels` but needs about 1.4 GB of row buffers.
    /// With it, `sitegen check` on one picture peaks under 300 MB (docs/security.md).
    static let maxMemory = 200_000_000
    /// Most 8×8 blocks a JPEG's scans may visit: about 50 passes over a 50-megapixel photo's
    /// brightness. A camera's progressive JPEG makes about 10; a crafted one with 986 scans of
    /// end-of-band runs took 31 s.
    static let maxWork = 40_000_000
    /// Longest colour profile kept (a camera's or a screen's is a few kilobytes; a longer one is
    /// dropped, and the photo stays small enough for the résumé).
    static let maxICC = 256 * 1024
    /// JPEG quality of an encoded photo.
    static let quality = 85

    static let limits = ImageCodec.Limits(maxPixels: maxPixels, maxSide: maxSide, maxMemory: maxMemory,
                                          maxWork: maxWork, maxICC: maxICC)

    /// A scaled picture's size before and after.
    package struct Scaling: Equatable, Sendable {
        package var width: Int
        package var height: Int
        package var scaledWidth: Int
        package var scaledHeight: Int
    }

    package var bytes: [UInt8]
    /// Set when the picture was scaled down.
    package var scaling: Scaling?

    package static func prepare(_ bytes: [UInt8]) throws(PhotoProblem) -> PreparedPhoto {
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
            let decoded = try ImageCodec.decode(clean, as: format, limits: limits)
            let exif = format == .jpeg ? orientationExif(clean) : []
            let out = try ImageCodec.encode(decoded.pixels, as: format, quality: quality, icc: decoded.icc, exif: exif)
            let scaling = decoded.scaled ? Scaling(width: decoded.width, height: decoded.height,
                                                   scaledWidth: decoded.pixels.width, scaledHeight: decoded.pixels.height) : nil
            return PreparedPhoto(bytes: out, scaling: scaling)
        } catch {
            switch error {
            case .tooLarge(let w, let h): throw .tooLarge(width: w, height: h)
            case .tooMuchMemory(let w, let h, let bytes): throw .tooMuchMemory(width: w, height: h, megabytes: (bytes + 999_999) / 1_000_000)
            case .tooMuchWork(let w, let h, let scan): throw .tooMuchWork(width: w, height: h, scan: scan)
            case .broken(let w, let h, let reason): throw .broken(width: w, height: h, reason: reason)
            }
        }
    }

    /// The APP1 payload the scrubber wrote back (`Exif`, only the orientation), to go into the
    /// encoded JPEG too: pixels are not turned, the browser turns the picture as it did before.
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
