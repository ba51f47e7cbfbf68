import SiteData

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
        ].joined(separator: "\n")
    }
}
