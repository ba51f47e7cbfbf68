import SiteData

/// Site-wide files: the family index and the shared assets.
enum SiteFiles {
    struct Written { var pages: Int }

    static func write(site: SiteContext, athletes: [AthleteHeadline], to output: OutputFolder) throws -> Written {
        Written(pages: 0)
    }
}
