import SiteData
import CoachDocuments

/// `<athlete>/profile/index.html`: the coach packet's front page on the family site, drawn from
/// the same coach edition (`CoachEdition`, with site.yml's `packet.include`) by the same
/// provider (`ProfilePage`), so a family sees exactly what a coach will see. Only the frame
/// differs: the athlete's tabs, the site's photo, links to the site's note pages.
struct FamilyProfilePage {
    let athlete: AthleteContext

    func render() -> OutputFile {
        let today = athlete.build.today
        let coach = CoachEdition.make(from: athlete.data, parts: athlete.build.packetParts, today: today)
        // No calendar link: the packet carries no calendar, and this page shows what it shows.
        var build = athlete.build
        build.hasCalendars = false
        let coachAthlete = AthleteContext(data: coach, models: AthleteModels(coachEdition: coach, today: today), build: build)
        var notePaths: [String: String] = [:]
        for note in coach.notes { notePaths[note.fileName] = athlete.notePath(note) }
        var page = ProfilePage(athlete: coachAthlete, photoPath: AthletePhoto.sitePath(slug: athlete.slug, profile: athlete.data.profile),
                               notePaths: notePaths, familySitePath: SitePath.profile(athlete.slug))
        // Written by the same build (`CoachFiles`); not linked when it could not be made.
        let resume = SitePath.resume(athlete.slug), zip = SitePath.packetZip(athlete.slug)
        page.resumePath = athlete.linksCoachFile(resume) ? resume : nil
        page.packetPath = athlete.linksCoachFile(zip) ? zip : nil
        page.coachPagePath = SitePath.coach(athlete.slug)
        // What the résumé lacks, for the family only: a public site is not where to say it.
        if !athlete.build.isPublic { page.resumeGaps = ResumeGap.of(coach) }
        return page.render()
    }
}

extension FamilyProfilePage: PageFiles {
    static let kind = PageKind.profile
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        [FamilyProfilePage(athlete: athlete).render()]
    }
}
