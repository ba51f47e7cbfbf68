/// Why a photo or a note's picture cannot be published, in words for the family.
package enum PhotoProblem: Error, Equatable {
    /// Not a well-formed picture of its kind.
    case malformed
    /// Headers and metadata but no picture.
    case noImageData
    /// A HEIC, HEIF or AVIF file (`HEIFBrand`), whatever its name says.
    case heif(kind: String)
    /// The header states more pixels than sitegen decodes (`PreparedPhoto.maxPixels`).
    case tooLarge(width: Int, height: Int)
    /// Decoding would take more memory than sitegen allows (`PreparedPhoto.maxMemory`).
    case tooMuchMemory(width: Int, height: Int, megabytes: Int)
    /// A progressive JPEG whose scans would take too long to decode (`PreparedPhoto.maxWork`).
    case tooMuchWork(width: Int, height: Int, scan: Int)
    /// The header's size is not in the data, or the data is corrupt: the decoder's words.
    case broken(width: Int, height: Int, reason: String)

    /// What is wrong, after `photo "x.jpg" ` (`noun` "image") or `image "x.jpg" ` ("picture");
    /// `ext` is the file's extension.
    package func what(ext: String, noun: String) -> String {
        let type = ext.uppercased()
        switch self {
        case .malformed:
            return "is not a readable \(type) \(noun)"
        case .noImageData:
            return "holds no image data (only headers or metadata)"
        case .heif(let kind):
            return "is a \(kind) \(noun), which sitegen cannot publish"
        case .tooLarge(let w, let h):
            return "is \(w) × \(h) pixels by its header, more than the \(PreparedPhoto.maxPixels / 1_000_000) megapixels sitegen reads"
        case .tooMuchMemory(let w, let h, let megabytes):
            return "is \(w) × \(h) pixels by its header and would need about \(megabytes) MB of memory to read, more than the \(PreparedPhoto.maxMemory / 1_000_000) MB sitegen allows for a picture"
        case .tooMuchWork(let w, let h, let scan):
            return "is a progressive JPEG of \(w) × \(h) pixels whose scans would take too long to read (stopped at scan \(scan))"
        case .broken(let w, let h, let reason):
            let size = w > 0 && h > 0 ? " (\(w) × \(h) pixels by its header)" : ""
            return "is not a readable \(type) \(noun)\(size): \(reason)"
        }
    }

    /// What to do about it, or nil when `what` says enough; `thing` is "photo" or "picture".
    package func fix(thing: String) -> String? {
        switch self {
        case .malformed: nil
        case .noImageData, .broken: "export the \(thing) again"
        case .heif: "convert it to JPEG or PNG (on an iPhone, Settings › Camera › Formats › Most Compatible takes new photos as JPEG)"
        case .tooLarge: "export it at a smaller size"
        case .tooMuchMemory: "export it at a smaller size (a picture's long side needs no more than \(PreparedPhoto.maxSide) pixels), not interlaced"
        case .tooMuchWork: "save it again as a standard (baseline, not progressive) JPEG, or export it at a smaller size"
        }
    }
}
