import CoachPDF
import Foundation
import SiteData

/// The coach's documents a site build writes into each athlete's folder: the recruiting résumé
/// (`<slug>/<slug>-resume.pdf`) and the coach packet's zip (`<slug>/<slug>-packet.zip`, the
/// same bytes `sitegen packet` writes), so a parent can send either from the site itself
/// (docs/coach-pdf.md).
enum CoachFiles {
    /// `data`: the athlete's data as this site publishes it (the coach edition is made from it;
    /// `PublicSite` leaves out nothing the coach edition keeps). `withheld`: the notes it left out.
    /// A packet that cannot be made (a link in the bio that would leave it) is a warning here:
    /// the site is still built, with the résumé and without the zip.
    static func files(site: BuildContext, slug: String, data: AthleteData, withheld: WithheldNotes,
                      diagnostics: inout Diagnostics) -> [OutputFile] {
        do {
            let packet = try PacketContents.make(site: site, slug: slug, data: data, withheld: withheld)
            var out: [OutputFile] = []
            if let resume = packet.files[SitePath.resumeFile(slug)] {
                out.append(OutputFile(path: SitePath.resume(slug), bytes: resume))
            }
            let zip = try ZipWriter.archive(packet.files.map { ZipWriter.Entry(path: $0.key, bytes: $0.value) }, date: site.today)
            out.append(OutputFile(path: SitePath.packetZip(slug), bytes: zip))
            return out
        } catch let error as InputError {
            for item in error.diagnostics.items {
                diagnostics.warning("the coach packet was not added to the site: \(item.message)", at: item.location)
            }
        } catch {
            diagnostics.warning("the coach packet was not added to the site: \(error)",
                                at: SourceLocation(file: "\(site.displayRoot)/athletes/\(slug)/athlete.yml"))
        }
        // The résumé alone, when the packet failed.
        let parts = site.packetParts
        let coach = CoachEdition.make(from: data, parts: parts, today: site.today)
        let photo = try? AthletePhoto.load(coach.profile, slug: slug, source: site.source, displayRoot: site.displayRoot)
        guard let bytes = try? ResumePDF.render(ResumeModel.document(coach: coach, slug: slug, build: site, photo: photo?.bytes)) else { return [] }
        return [OutputFile(path: SitePath.resume(slug), bytes: bytes)]
    }
}
