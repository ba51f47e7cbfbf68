import CoachDocuments
import Foundation
import SiteData

/// The coach's documents a site build writes into each athlete's folder: the recruiting résumé
/// (`<slug>/<slug>-resume.pdf`), the metrics sheet (`<slug>/<slug>-metrics.pdf`), the coach packet's zip (`<slug>/<slug>-packet.zip`, the
/// same bytes `sitegen packet` writes) and each report range as PDF
/// (`<slug>/reports/<range>.pdf`), so a parent can send any of them from the site itself
/// (docs/coach-pdf.md).
enum CoachFiles {
    /// `athlete`: the athlete as this site publishes it, with its coach edition (made from its
    /// data: on a public site, from the public edition, so the documents in a public site's
    /// folder carry nothing the site itself does not). A thin résumé (`ResumeGap`) is warned about by `AthleteBuild`. `withheld`: the notes it
    /// left out. A document that cannot be made is a warning here: the site is still built,
    /// without it, and `missing` names it so the pages do not link it.
    static func files(athlete: AthleteContext, withheld: WithheldNotes,
                      diagnostics: inout Diagnostics) -> (files: [OutputFile], missing: Set<String>) {
        let build = athlete.build, slug = athlete.slug
        var out = packet(build: build, slug: slug, data: athlete.data, edition: athlete.edition, withheld: withheld,
                         excerpts: athlete.excerpts(of: athlete.edition.notes), diagnostics: &diagnostics)
        let written = Set(out.map(\.path))
        var missing = Set([SitePath.resume(slug), SitePath.packetZip(slug), SitePath.metricsSheet(slug)]
            .filter { !written.contains($0) })
        // Report PDFs are the family's: only with `reports: pdf: true` in site.yml, and on a
        // public site only when `publish` names reports.
        for (range, pdf) in build.writes(.reports) && build.config.reportPDFs ? ReportsPages(athlete: athlete).pdfs() : [] {
            let path = SitePath.reportPDF(slug, preset: range)
            switch pdf {
            case .success(let bytes):
                out.append(OutputFile(path: path, bytes: bytes))
            case .failure(let error):
                missing.insert(path)
                diagnostics.warning("the report PDF \(path) was not added to the site (athlete \"\(slug)\", range \"\(range)\"): \(error)",
                                    at: SourceLocation(file: "\(build.displayRoot)/athletes/\(slug)/athlete.yml"))
            }
        }
        return (out, missing)
    }

    /// The résumé and the packet zip. A packet that cannot be made (a link in the bio that
    /// would leave it) is a warning: the résumé is still written, without the zip. A packet too
    /// big to email gets `sitegen packet`'s warning (`PacketSummary.sizeWarning`). `excerpts`:
    /// the site's excerpts of the edition's notes, by file name (`PacketContents.make`).
    static func packet(build: BuildContext, slug: String, data: AthleteData, edition: AthleteData, withheld: WithheldNotes,
                       excerpts: [String: String] = [:], diagnostics: inout Diagnostics) -> [OutputFile] {
        do {
            let packet = try PacketContents.make(build: build, slug: slug, data: data, edition: edition, withheld: withheld,
                                                 excerpts: excerpts)
            var out: [OutputFile] = []
            if let resume = packet.files[SitePath.resumeFile(slug)] {
                out.append(OutputFile(path: SitePath.resume(slug), bytes: resume))
            }
            if let sheet = packet.files[SitePath.metricsSheetFile(slug)] {
                out.append(OutputFile(path: SitePath.metricsSheet(slug), bytes: sheet))
            }
            let zip = try ZipWriter.archive(packet.zipEntries, date: build.today.components)
            out.append(OutputFile(path: SitePath.packetZip(slug), bytes: zip))
            diagnostics.append(contentsOf: packet.resumeWarnings)
            // Too big to email: the words `sitegen packet` prints, at the athlete it is about.
            if let tooBig = PacketSummary.sizeWarning(bytes: zip.count, files: packet.files) {
                diagnostics.warning(tooBig.message, at: SourceLocation(file: "\(build.displayRoot)/athletes/\(slug)/athlete.yml"))
            }
            return out
        } catch let error as InputError {
            for item in error.diagnostics.items {
                diagnostics.warning("the coach packet was not added to the site: \(item.message)", at: item.location)
            }
        } catch {
            diagnostics.warning("the coach packet was not added to the site: \(error)",
                                at: SourceLocation(file: "\(build.displayRoot)/athletes/\(slug)/athlete.yml"))
        }
        // The résumé alone, when the packet failed.
        let photo = try? AthletePhoto.load(edition.profile, slug: slug, source: build.source, displayRoot: build.displayRoot)
        do {
            let bytes = try ResumePDF.render(ResumeModel.document(edition: edition, slug: slug, build: build, photo: photo?.bytes))
            var out = [OutputFile(path: SitePath.resume(slug), bytes: bytes)]
            if let sheet = MetricsSheetModel.document(edition: edition, slug: slug, build: build) {
                out.append(OutputFile(path: SitePath.metricsSheet(slug), bytes: try MetricsSheetPDF.render(sheet)))
            }
            return out
        } catch {
            diagnostics.warning("the résumé PDF \(SitePath.resume(slug)) was not added to the site: \(error)",
                                at: SourceLocation(file: "\(build.displayRoot)/athletes/\(slug)/athlete.yml"))
            return []
        }
    }
}
