import Foundation

// TEMPORARY STUB: replaced by the real implementation from the loaders branch at merge.

public enum AthleteAssembler {
    /// Decodes every table present (missing table = no rows), checks references; nil data when errors.
    public static func assemble(profile: AthleteProfile, tables: [String: RawTable], notes: [Note], timeZone: TimeZone) -> (AthleteData?, Diagnostics) {
        (AthleteData(profile: profile, notes: notes), Diagnostics())
    }
}

public enum NotesLoader {
    /// Loads notes/*.md from an athlete folder, sorted by file name.
    public static func load(folder: URL, displayRoot: String) -> ([Note], Diagnostics) {
        ([], Diagnostics())
    }
}
