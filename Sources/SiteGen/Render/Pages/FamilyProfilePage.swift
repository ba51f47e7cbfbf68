import SiteData
import CoachDocuments

/// `<athlete>/profile/index.html`: the coach packet's front page on the family site, drawn from
/// the same coach edition (`CoachEdition`, with site.yml's `packet.include`) by the same
/// provider (`ProfilePage`), so a family sees exactly what a coach will see. Only the frame
/// differs: the athlete's tabs, the site's photo, links to the site's note pages.
struct FamilyProfilePage {
    let site: AthleteContext

    func render() -> OutputFile {
        let today = site.build.today
        let coach = CoachEdition.make(from: site.data, parts: site.build.packetParts, today: today)
        // No calendar link: the packet carries no calendar, and this page shows what it shows.
        var build = site.build
        build.hasCalendars = false
        let coachSite = AthleteContext(data: coach, models: AthleteModels(coachEdition: coach, today: today), build: build)
        var notePaths: [String: String] = [:]
        for note in coach.notes { notePaths[note.fileName] = site.notePath(note) }
        var page = ProfilePage(site: coachSite, photoPath: AthletePhoto.sitePath(slug: site.slug, profile: site.data.profile),
                               notePaths: notePaths, familySitePath: SitePath.profile(site.slug))
        // Written by the same build (`CoachFiles`); not linked when it could not be made.
        let resume = SitePath.resume(site.slug), zip = SitePath.packetZip(site.slug)
        page.resumePath = site.linksCoachFile(resume) ? resume : nil
        page.packetPath = site.linksCoachFile(zip) ? zip : nil
        page.coachPagePath = SitePath.coach(site.slug)
        // What the résumé lacks, for the family only: a public site is not where to say it.
        if !site.build.isPublic { page.resumeGaps = ResumeGap.of(coach) }
        return page.render()
    }
}

extension FamilyProfilePage: PageFiles {
    static let kind = PageKind.profile
    static func files(_ site: AthleteContext) -> [OutputFile] {
        [FamilyProfilePage(site: site).render()]
    }
}
