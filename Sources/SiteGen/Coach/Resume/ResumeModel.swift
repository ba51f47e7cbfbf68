import CoachDocuments
import Foundation
import SiteData
import Widgets

/// The recruiting résumé's content (`ResumeDocument`) from the coach edition of one athlete
/// (`CoachEdition`), in the site's language and formats: the same facts the packet's profile
/// shows, decided by the same allow-list, so it can hold nothing private (docs/coach-pdf.md).
enum ResumeModel {
    /// At most this many trend charts: the metric types with the most values (at least two).
    static let maxCharts = 3

    /// `edition`: the coach edition (never the athlete's whole data). `photo`: its photo's bytes.
    static func document(edition: AthleteData, slug: String, build: BuildContext, photo: [UInt8]?) -> ResumeDocument {
        let page = Page(build: build, address: PageAddress(path: SitePath.resume(slug), athlete: nil, tab: .profile))
        let f = page.formatter
        let p = edition.profile
        let info = PDFInfo(title: page.t(.resumeDocumentTitle, ["name": p.name]), author: p.name, day: build.today.iso)
        var doc = ResumeDocument(info: info, name: p.name)
        doc.paper = paper(build.config)
        doc.labels.player = page.t(.resumePlayer)
        doc.labels.academics = page.t(.resumeAcademics)
        doc.labels.athletics = page.t(.resumeAthletics)
        doc.labels.trends = page.t(.resumeTrends)
        doc.labels.events = page.t(.resumeEvents)
        doc.labels.links = page.t(.resumeLinks)
        doc.labels.contact = page.t(.resumeContact)
        doc.labels.references = page.t(.resumeReferences)
        doc.labels.metricColumn = page.t(.resumeColumnMetric)
        doc.labels.bestColumn = page.t(.resumeColumnBest)
        doc.labels.dateColumn = page.t(.resumeColumnDate)
        doc.labels.sourceColumn = page.t(.resumeColumnSource)
        doc.labels.statusColumn = page.t(.resumeColumnStatus)
        doc.labels.latestColumn = page.t(.resumeColumnLatest)
        doc.headline = [p.graduationDate.map { page.t(.profileClassOf, ["year": String($0.year)]) },
                        p.sport, p.positions.isEmpty ? nil : p.positions.joined(separator: ", ")]
            .compactMap { $0 }.joined(separator: " · ")
        doc.bio = p.shortBio ?? ""
        doc.photo = photo.flatMap(ResumeDocument.Photo.init(bytes:))
        doc.player = facts([
            (page.t(.profileHeight), p.height), (page.t(.profileWeight), p.weight),
            (page.t(.profileBatsThrows), batsThrows(p)),
            (page.t(.profilePrimaryPosition), p.primaryPosition), (page.t(.profileSecondaryPosition), p.secondaryPosition),
            (page.t(.profileHighSchool), p.highSchool), (page.t(.profileClubTeam), p.clubTeam),
            (page.t(.profileHometown), p.hometown), (page.t(.profileNcaaId), p.ncaaID),
        ])
        doc.academics = facts([(page.t(.profileGpa), p.gpa.map { f.decimal($0, maxFractionDigits: 2) })]
                              + p.testScores.map { ($0.key, $0.value) }
                              + [(page.t(.profileIntendedMajor), p.intendedMajor)]
                              + p.academics.map { ($0.key, $0.value) })
        doc.metrics = BestMark.marks(of: edition).map { mark in
            let (m, latest) = (mark.best, mark.latest)
            let source = [page.markSource(mark), page.selfReportedNote(mark)].compactMap { $0 }.joined(separator: "; ")
            return .init(name: page.metricName(m.metricType), value: page.metricValue(m.value, type: m.metricType, unit: m.unit),
                         date: f.date(m.recordedDate), source: ExternalLink.trim(source),
                         status: page.verifiedLabel(m.verified), verified: m.verified,
                         latest: latest.map { page.t(.resumeValueOn, ["value": page.metricValue($0.value, type: $0.metricType, unit: $0.unit),
                                                                      "date": f.date($0.recordedDate)]) } ?? "",
                         sourceURL: mark.isVerified ? mark.event?.link?.url : nil)
        }
        doc.charts = charts(edition.metrics, page: page)
        doc.references = p.references.map { person($0, role: $0.role, page: page) }
        doc.parent = p.parent.map { person($0, role: $0.role ?? page.t(.resumeParent), page: page) }
        doc.events = CoachEdition.upcoming(edition.events, today: build.today).sorted(by: Event.soonestFirst).map { e in
            .init(date: f.dateRange(DateRange(from: e.startDate, to: max(e.endDate ?? e.startDate, e.startDate))),
                  name: e.name, place: e.location ?? "")
        }
        doc.links = links(p, slug: slug, page: page, baseURL: build.config.baseURL)
        doc.contact = [(p.email, p.emailLink), (p.phone, p.phoneLink)].compactMap { text, link in
            link.map { ResumeDocument.Link(label: ExternalLink.trim(text ?? ""), url: $0.url) }
        }
        doc.footer = page.t(.resumeUpdated, ["date": f.date(build.today)])
        return doc
    }

    /// site.yml's `paper`; else A4 unless the site's language is one whose readers use Letter
    /// (English: the US and Canada, where college coaches are); docs/decisions.md.
    static func paper(_ config: SiteConfig) -> PaperSize {
        if let paper = config.paper, let size = PaperSize(rawValue: paper) { return size }
        return config.locale.lowercased().hasPrefix("en") ? .letter : .a4
    }

    /// "R/R" from `bats` and `throws`; one of them alone is shown with a dash for the other.
    static func batsThrows(_ p: AthleteProfile) -> String? {
        let bats = p.bats.map(ExternalLink.trim) ?? "", throwsHand = p.throwsHand.map(ExternalLink.trim) ?? ""
        if bats.isEmpty && throwsHand.isEmpty { return nil }
        return (bats.isEmpty ? "–" : bats) + "/" + (throwsHand.isEmpty ? "–" : throwsHand)
    }

    /// A reference or the parent: name, "role · team", and the links their email and phone make.
    static func person(_ c: ContactPerson, role: String?, page: Page) -> ResumeDocument.Person {
        let detail = [role, c.team].compactMap { $0.map(ExternalLink.trim) }.filter { !$0.isEmpty }.joined(separator: " · ")
        let contact = [(c.email, c.emailLink), (c.phone, c.phoneLink)].compactMap { text, link in
            link.map { ResumeDocument.Link(label: ExternalLink.trim(text ?? ""), url: $0.url) }
        }
        return ResumeDocument.Person(name: c.name, detail: detail, contact: contact)
    }

    static func facts(_ pairs: [(String, String?)]) -> [ResumeDocument.Fact] {
        pairs.compactMap { label, value in
            guard let value = value.map(ExternalLink.trim), !value.isEmpty else { return nil }
            return ResumeDocument.Fact(label: label, value: value)
        }
    }

    /// Highlight video first (`social.hudl`, then `video` entries, then a YouTube channel), then
    /// the athlete's coach page when `base_url` is set; only web addresses, each once. The résumé
    /// draws three links, so the coach page takes the third place when there are more: its QR
    /// code and address are never crowded out (docs/coach-pdf.md).
    static func links(_ p: AthleteProfile, slug: String, page: Page, baseURL: String?) -> [ResumeDocument.Link] {
        var out: [ResumeDocument.Link] = []
        func add(_ title: String, _ url: String?) {
            guard let url = ExternalLink.web(url), !out.contains(where: { $0.url == url }) else { return }
            out.append(.init(label: title, url: url))
        }
        for entry in p.social where entry.key == "hudl" { let l = page.socialLink(entry); add(l.title, l.url) }
        for video in p.video { add(video.title, video.url) }
        for entry in p.social where entry.key == "youtube" { let l = page.socialLink(entry); add(l.title, l.url) }
        // Its QR code is the one link a coach needs: the coach page (docs/coach-pdf.md).
        if let baseURL, !baseURL.isEmpty,
           let url = ExternalLink.web(PublicEdition.url(root: baseURL.hasSuffix("/") ? baseURL : baseURL + "/", path: SitePath.coach(slug))) {
            out.removeAll { $0.url == url }
            out.insert(.init(label: page.t(.resumeWebsite), url: url), at: min(out.count, ResumePDF.maxLinks - 1))
        }
        return out
    }

    /// Sparklines (Widgets) of the metric types with the most values, most first (ties: the
    /// order of `MetricType.displayOrder`), drawn so that up is better (a "lower is better" type's values
    /// are drawn negated), with the progress in words and the two ends' values and dates.
    static func charts(_ metrics: [PerformanceMetric], page: Page) -> [ResumeDocument.Chart] {
        var byType: [MetricType: [PerformanceMetric]] = [:]
        for m in metrics { byType[m.metricType, default: []].append(m) }
        let types = MetricType.ordered(byType.keys).filter { byType[$0]!.count >= 2 }
            .enumerated().sorted { a, b in
                let (ca, cb) = (byType[a.element]!.count, byType[b.element]!.count)
                return ca != cb ? ca > cb : a.offset < b.offset
            }.map(\.element).prefix(maxCharts)
        return types.enumerated().map { i, type in progress(byType[type]!, id: "resume-\(i + 1)", page: page) }
    }

    /// One metric type's progression (`values`: at least two, all of one type): its sparkline
    /// drawn so that up is better, the progress in words ("81.1 → 90.3 mph since Nov 2023",
    /// from the first value to the best, or to the latest when the first is the best), and
    /// the two ends' values and dates. The résumé and the metrics sheet draw it the same way.
    static func progress(_ values: [PerformanceMetric], id: String, page: Page) -> ResumeDocument.Chart {
        let f = page.formatter
        let values = values.sorted(by: PerformanceMetric.oldestFirst)
        let type = values[0].metricType
        let sign = type.isLowerBetter ? -1.0 : 1.0
        let data = values.map { m in
            ChartDatum(label: f.date(m.recordedDate), value: sign * m.value,
                       valueLabel: page.metricValue(m.value, type: m.metricType, unit: m.unit))
        }
        let name = page.metricName(type)
        let spark = Sparkline(id: id, text: ChartText(title: name, summary: "", labelHeader: "", valueHeader: ""), values: data)
        let chart = PrintChart(spark.drawing)
        let first = values[0]
        let best = BestMark.marks(values)[0].best
        let end = best.id == first.id ? values[values.count - 1] : best
        func value(_ m: PerformanceMetric) -> String { page.metricValue(m.value, type: m.metricType, unit: m.unit) }
        var summary = page.t(.resumeProgress, ["from": value(first), "to": value(end), "date": f.monthYear(first.recordedDate)])
        if type.isLowerBetter { summary = page.t(.resumeLowerIsBetter, ["text": summary]) }
        return ResumeDocument.Chart(title: name, chart: chart, summary: summary,
                                    start: page.t(.resumeValueOn, ["value": value(first), "date": f.monthYear(first.recordedDate)]),
                                    end: page.t(.resumeValueOn, ["value": value(end), "date": f.monthYear(end.recordedDate)]))
    }
}
