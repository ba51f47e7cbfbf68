import SiteData

/// The files of one athlete as `renderAthlete` made them.
public struct PreviewAthlete: Sendable {
    public var slug: String
    /// Site path (`ana/index.html`) → bytes; nil when the athlete has errors.
    public var files: [String: [UInt8]]?
    public var card: PreviewCard?
    /// Errors and warnings, sorted as the build shows them.
    public var diagnostics: [Diagnostic]
}
