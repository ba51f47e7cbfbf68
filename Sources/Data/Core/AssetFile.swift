/// What a data source gives for a file that the athlete's data names: the profile's `photo`,
/// a picture beside a note (`DataSource.asset`).
public enum AssetFile: Sendable {
    /// The file's bytes, as stored.
    case bytes([UInt8])
    /// No such file.
    case missing
    /// The file is there but cannot be used: why, at the file (permission denied, not a regular
    /// file, a symbolic link leading outside the content folder).
    case unreadable(Diagnostic)
}
