import SiteData
import CoachDocuments

/// `<athlete>/profile/index.html`: the coach packet's front page on the family site, drawn from
/// the same coach edition (`AthleteContext.edition`, with site.yml's `packet.include`) by the same
/// provider (`ProfilePage`), so a family sees exactly what a coach will see. Only the frame
/// differs: the athlete's tabs, the site's photo, links to the site's note pages.
struct FamilyProfilePage {
    let athlete: AthleteContext

    func render() -> OutputFile {
        // No calendar link: the packet carries no calendar, and this page shows what it shows.
        let edition = athlete.editionContext(.familyProfile)
        var notePaths: [String: String] = [:]
        for note in edition.data.notes { notePaths[note.fileName] = athlete.notePath(note) }
        var profilePage = ProfilePage(athlete: edition, photoPath: AthletePhoto.sitePath(slug: athlete.slug, profile: athlete.data.profile),
                               notePaths: notePaths, familySitePath: SitePath.profile(athlete.slug))
        // Written by the same build (`CoachFiles`); not linked when it could not be made.
        let resume = SitePath.resume(athlete.slug), zip = SitePath.packetZip(athlete.slug)
        profilePage.resumePath = athlete.linksCoachFile(resume) ? resume : nil
        profilePage.packetPath = athlete.linksCoachFile(zip) ? zip : nil
        profilePage.coachPagePath = SitePath.coach(athlete.slug)
        // What the résumé lacks, for the family only: a public site is not where to say it.
        if !athlete.build.isPublic { profilePage.resumeGaps = ResumeGap.of(athlete.edition) }
        return profilePage.render()
    }
}

extension FamilyProfilePage: PageFiles {
    static let kind = PageKind.profile
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        [FamilyProfilePage(athlete: athlete).render()]
    }
}
