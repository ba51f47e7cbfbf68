import SiteData
import SiteOutput

/// What `sitegen packet` made: the confirmation the command prints.
public struct PacketSummary: Sendable {
    /// The zip's path as given (`--output`, or `<athlete>-packet.zip`).
    public var path: String
    /// Entry names, sorted.
    public var entries: [String]
    public var bytes: Int
    /// SHA-256 of the zip, 64 lowercase hex digits.
    public var sha256: String
    public var warnings: [Diagnostic]
    let strings: Strings
    /// The recruiting résumé's entry name in the zip and its SHA-256 (docs/coach-pdf.md).
    public var resume: String? = nil
    public var resumeSHA256: String? = nil

    public var files: Int { entries.count }

    /// The confirmation in the site's language:
    /// ```
    /// Packet created
    ///   File: ethan-carter-packet.zip (12 files)
    ///   Size: 48.2 KB (49,371 bytes)
    ///   SHA-256: 3a7f…
    ///   The coach can check the packet with this code
    /// ```
    public var confirmation: String {
        let kb = strings.formatter.decimal(Double(bytes) / 1024, maxFractionDigits: 1)
        return [
            strings[.packetCreated],
            "  \(strings[.packetPath]): \(path) (\(strings[.packetFiles, count: files]))",
            "  \(strings[.packetSize]): \(strings[.packetSizeValue, ["kb": kb, "bytes": strings[.packetBytes, count: bytes]]])",
            "  \(strings[.packetChecksum]): \(sha256)",
            "  \(strings[.packetChecksumHint])",
        ].joined(separator: "\n") + resumeLine
    }
}

extension PacketSummary {
    /// `\n  Résumé in the packet: ethan-carter-resume.pdf (SHA-256: 9c1e…)`, or "".
    var resumeLine: String {
        guard let resume, let resumeSHA256 else { return "" }
        return "\n  \(strings[.resumePacketFile]): \(resume) (\(strings[.packetChecksum]): \(resumeSHA256))"
    }

    /// Above this the packet gets `sizeWarning`: Gmail refuses attachments over 25 MB, and an
    /// attachment grows by about a third when it is sent (docs/packet.md, "Size").
    static let emailLimit = 20 * 1_048_576

    /// The warning for a packet of `bytes` over `emailLimit`, naming its three biggest files
    /// (`files`: entry name → bytes); nil for a smaller one.
    static func sizeWarning(bytes: Int, files: [String: [UInt8]]) -> Diagnostic? {
        guard bytes > emailLimit else { return nil }
        let biggest = files.map { (path: $0.key, size: $0.value.count) }
            .sorted { $0.size != $1.size ? $0.size > $1.size : codePointLess($0.path, $1.path) }
            .prefix(3)
            .map { "\($0.path) (\(FileProblem.megabytes($0.size)))" }
        return .warning("the packet is \(FileProblem.megabytes(bytes)), too big to send by email (Gmail takes 25 MB, "
                        + "and an attachment grows by a third on the way); its biggest files: \(biggest.joined(separator: ", ")). "
                        + "Make those pictures smaller, or share the packet through a link instead")
    }
}
