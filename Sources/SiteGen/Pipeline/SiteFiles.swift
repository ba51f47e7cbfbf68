import SiteData

/// Site-wide files: the stylesheet and the family index.
enum SiteFiles {
    struct Written { var pages: Int }

    static func write(site: SiteContext, athletes: [AthleteHeadline], to output: OutputFolder) throws -> Written {
        try output.write(site.stylesheet, to: SitePath.stylesheet)
        let index = FamilyIndexPage(render: site.render, athletes: athletes).file()
        try output.write(index.text, to: index.path)
        return Written(pages: 1)
    }
}
