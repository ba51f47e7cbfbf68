/// HEIC, HEIF and AVIF files (an iPhone's default photo format is HEIC): sitegen cannot remove
/// their metadata or scale them, and many browsers do not show HEIC, so they are refused with a
/// message that says what to convert them to.
package enum HEIFBrand {
    static let heicBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]
    static let avifBrands: Set<String> = ["avif", "avis"]
    static let heifBrands: Set<String> = ["mif1", "msf1", "mif2", "miaf"]

    /// "HEIC", "AVIF" or "HEIF" when the bytes start with an ISO `ftyp` box naming one of their
    /// brands (major or compatible); nil for anything else.
    package static func kind(of b: [UInt8]) -> String? {
        guard b.count >= 16, Array(b[4..<8]) == Array("ftyp".utf8) else { return nil }
        let size = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        let end = min(b.count, max(16, size))
        // The major brand, then the compatible brands after the minor version.
        var brands = [String(decoding: b[8..<12], as: UTF8.self)]
        var i = 16
        while i + 4 <= end {
            brands.append(String(decoding: b[i..<(i + 4)], as: UTF8.self))
            i += 4
        }
        if brands.contains(where: avifBrands.contains) { return "AVIF" }
        if brands.contains(where: heicBrands.contains) { return "HEIC" }
        if brands.contains(where: heifBrands.contains) { return "HEIF" }
        return nil
    }

    /// The kind a file name's extension says (`IMG_0001.HEIC` → "HEIC"), or nil.
    package static func kind(ofExtension ext: String) -> String? {
        switch ext.lowercased() {
        case "heic": "HEIC"
        case "heif", "hif": "HEIF"
        case "avif": "AVIF"
        default: nil
        }
    }
}
