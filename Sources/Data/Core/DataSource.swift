/// Where an athlete's tables come from: the content folder, or a PostgreSQL database.
///
/// A source loads one athlete at a time so memory does not grow with the number of athletes.
/// Problems are returned as diagnostics (errors and warnings), never printed.
public protocol DataSource: Sendable {
    /// Slugs of every athlete the source holds, sorted.
    func athleteSlugs() throws(InputError) -> [String]

    /// The profile, every table, and the notes of one athlete. Throws `InputError` when the
    /// input has errors; warnings come back with the data.
    func loadAthlete(_ slug: String, config: SiteConfig) throws(InputError) -> (AthleteData, Diagnostics)

    /// Each athlete's display name (for the athlete switcher and the family index), without
    /// loading the tables; the slug where the name cannot be read (the full load says why).
    func athleteNames(_ slugs: [String], config: SiteConfig) -> [String: String]

    /// A file that the athlete's data names, by its path inside the athlete's folder
    /// (`photo.jpg`, `notes/pitch.png`); `display` names it in messages. The pipeline reads
    /// photos and note pictures only through here, so each source says where its files live.
    func asset(_ path: String, athlete slug: String, display: String) -> AssetFile

    /// Releases connections; the source may be used again afterwards (it reconnects).
    func close()
}

extension DataSource {
    /// Nothing to release by default (files).
    public func close() {}
}
