/// GIF: the blocks are walked one by one (GIF89a, section 17 onwards) and only what draws the
/// picture is kept: header, logical screen descriptor and global colour table, image
/// descriptors with their local colour tables and LZW data, graphic control extensions (delay,
/// transparency, disposal) and the NETSCAPE2.0 looping extension (a loop count, nothing
/// personal; without it an animation would play once and stop), the last two rebuilt from
/// their fields so no extra sub-block rides along. Comments, XMP and every other
/// application extension, plain-text blocks and whatever follows the trailer are dropped.
extension PhotoScrubber {
    static func gif(_ b: [UInt8]) throws(Failure) -> [UInt8] {
        var i = 13  // "GIF89a" and the logical screen descriptor
        guard b.count >= i, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else {
            throw .malformed
        }
        i += colourTableSize(b[10])
        var out = Array(b[0..<min(i, b.count)])
        // A graphic control extension applies to the next image or plain-text block: held back
        // until it is known which, so one meant for dropped text does not time the next image.
        var pendingControl: [UInt8] = []
        var hasImage = false
        // The file ends early: a cut-short picture is malformed, one without any image none.
        var cutShort: Failure { hasImage ? .malformed : .noImageData }
        while i < b.count {
            switch b[i] {
            case 0x2C:  // image descriptor, local colour table, LZW minimum code size, data
                guard i + 10 < b.count else { throw cutShort }
                let start = i
                i += 10 + colourTableSize(b[i + 9]) + 1
                guard let (end, dataBytes) = subBlocks(b, from: i) else { throw cutShort }
                out += pendingControl + b[start..<end]
                pendingControl = []
                hasImage = hasImage || dataBytes > 0
                i = end
            case 0x21:  // extension: label, then data sub-blocks
                guard i + 1 < b.count, let (end, _) = subBlocks(b, from: i + 2) else { throw cutShort }
                let block = b[i..<end]
                switch b[i + 1] {
                case 0xF9 where block.count >= 7 && b[i + 2] == 4:
                    // Rebuilt from its four bytes (flags, delay, transparent index): more sub-blocks would carry data.
                    pendingControl = [0x21, 0xF9, 4] + Array(b[(i + 3)..<(i + 7)]) + [0]
                case 0xF9: pendingControl = []
                case 0x01: pendingControl = []  // plain text: dropped with its timing
                case 0xFF where block.count >= 19 && Array(block[(i + 2)..<(i + 14)]) == [11] + Array("NETSCAPE2.0".utf8)
                    && b[i + 14] == 3 && b[i + 15] == 1:
                    // Rebuilt with the loop count alone.
                    out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, b[i + 16], b[i + 17], 0]
                default: break  // comment (0xFE), XMP and other application extensions
                }
                i = end
            case 0x3B:  // trailer: what follows is not part of the picture
                guard hasImage else { throw .noImageData }
                return out + [0x3B]
            default:
                throw .malformed
            }
        }
        throw cutShort
    }

    /// Bytes of the colour table a packed field announces (flag in bit 7, size in bits 0–2).
    static func colourTableSize(_ packed: UInt8) -> Int {
        packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1)
    }

    /// The end of the sub-blocks starting at `i` (after their zero-length terminator) and the
    /// data bytes they hold, or nil when the file ends first.
    static func subBlocks(_ b: [UInt8], from start: Int) -> (end: Int, dataBytes: Int)? {
        var i = start
        var data = 0
        while i < b.count {
            let length = Int(b[i])
            i += 1
            if length == 0 { return (i, data) }
            data += length
            i += length
        }
        return nil
    }
}
