/// A page type that makes one page kind's files for an athlete: every variant, sub-page and CSV
/// of the kind. Declaring the conformance at the top level of a file in `Render/Pages/` (or `Coach/Pages/`)
/// (`extension CoachesPage: PageFiles`) registers the page: the build lists those types
/// (`AthletePages.pageTypes`, written by `ShapeRegistryWriter --pages`), and `AthletePages`
/// renders each kind's. `PageKindTests` checks that every athlete page has exactly one.
protocol PageFiles {
    /// The page this type makes.
    static var kind: PageKind { get }
    /// Its files for one athlete.
    static func files(_ athlete: AthleteContext) -> OutputFiles
}
