import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The fixture site (`Fixtures/site`, today 2026-03-15) rendered with the default theme from
/// the repository, for the reports, performance, social and actions page tests.
enum AnalyticsFixture {
    static let today = LocalDate(iso: "2026-03-15")!

    static func build(_ language: Language = .en, specs override: [PageKind: PageSpec] = [:]) throws -> BuildContext {
        let theme = try Theme.load(directory: RepositoryPaths.defaultTheme, displayPath: "Themes/default")
        let strings = try theme.strings(language).strings
        var specs = try PageSpecLoader(theme: theme, strings: strings).loadAll(theme: theme, contentDirectory: nil)
        specs.merge(override) { _, new in new }
        var build = BuildContext.forPages(siteTitle: "Fixture Family", strings: strings, specs: specs, today: today, isPublic: false,
                             athletes: [.init(slug: "ana-diaz", name: "Ana Díaz"), .init(slug: "empty-one", name: "Empty One")])
        // As the fixture's site.yml: report PDFs on (`reports: pdf: true`).
        build.config.reportPDFs = true
        return build
    }

    static func data(_ slug: String) throws -> (AthleteData, SiteConfig) {
        let folder = TestSupport.fixtures.appendingPathComponent("site")
        let (config, _) = ContentFolderSource.loadConfig(contentFolder: folder)
        let (data, _) = try ContentFolderSource(contentFolder: folder).loadAthlete(slug, config: config)
        return (data, config)
    }

    /// An athlete's site; `edit` changes the loaded data before the models are computed.
    static func site(_ slug: String, _ language: Language = .en, specs: [PageKind: PageSpec] = [:],
                     edit: (inout AthleteData) -> Void = { _ in }) throws -> AthleteContext {
        var (data, config) = try data(slug)
        edit(&data)
        let models = AthleteModels(data: data, today: today, customRanges: config.customReports)
        return AthleteContext(data: data, models: models, build: try build(language, specs: specs))
    }

    /// The text of the file at `path` among `files` ("<missing>" when absent).
    static func text(_ files: some Collection<OutputFile>, _ path: String) -> String {
        files.first { $0.path == path }?.text ?? "<missing \(path)>"
    }
}

@Suite struct ReportsPagesTests {
    @Test func writesOnePagePerVariantAndOneCSVEach() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let files = ReportsPages(athlete: site).render()
        #expect(files.map(\.path) == [
            "ana-diaz/reports/last-7-days/index.html", "ana-diaz/reports/last-7-days.csv",
            "ana-diaz/reports/index.html", "ana-diaz/reports/last-30-days.csv",
            "ana-diaz/reports/last-90-days/index.html", "ana-diaz/reports/last-90-days.csv",
            "ana-diaz/reports/last-6-months/index.html", "ana-diaz/reports/last-6-months.csv",
            "ana-diaz/reports/year-to-date/index.html", "ana-diaz/reports/year-to-date.csv",
            "ana-diaz/reports/last-year/index.html", "ana-diaz/reports/last-year.csv",
            "ana-diaz/reports/all-time/index.html", "ana-diaz/reports/all-time.csv",
            "ana-diaz/reports/spring/index.html", "ana-diaz/reports/spring.csv",
        ])
        // The PDFs, one per variant in the same order, are the coach documents' (`CoachFiles`).
        let pdfs = ReportsPages(athlete: site).pdfs()
        #expect(pdfs.map(\.range) == ["last-7-days", "last-30-days", "last-90-days", "last-6-months", "year-to-date",
                                      "last-year", "all-time", "spring"])
        #expect(pdfs.allSatisfy { (try? $0.pdf.get())?.starts(with: Array("%PDF-".utf8)) == true })
        #expect(files.filter(\.isPage).count == 8)
    }

    @Test func last30DaysCSVHoldsTheJSONNumbers() throws {
        let files = ReportsPages(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        #expect(AnalyticsFixture.text(files, "ana-diaz/reports/last-30-days.csv") == """
            section,key,value\r
            report,title,Recruiting Report\r
            report,range,"Feb 14, 2026 – Mar 15, 2026"\r
            date_range,from,2026-02-14\r
            date_range,to,2026-03-15\r
            schools,total,4\r
            schools.by_status,interested,2\r
            schools.by_status,offered,1\r
            schools.by_status,visited,1\r
            schools.by_division,D1,2\r
            schools.by_division,D3,2\r
            coaches,total,3\r
            coaches,avg_response_rate,33.3\r
            coaches,by_school,3\r
            interactions,total,2\r
            interactions.by_type,call,1\r
            interactions.by_type,email,1\r
            interactions.by_sentiment,positive,1\r
            interactions.by_sentiment,very_positive,1\r
            metrics,total,0\r

            """)
    }

    @Test func allTimeCSVHasMetricSummariesWithPlainNumbersInEveryLocale() throws {
        let expected = """
            date_range,from,2025-12-01\r
            date_range,to,2026-03-15\r
            schools,total,4\r
            schools.by_status,interested,2\r
            schools.by_status,offered,1\r
            schools.by_status,visited,1\r
            schools.by_division,D1,2\r
            schools.by_division,D3,2\r
            coaches,total,3\r
            coaches,avg_response_rate,66.7\r
            coaches,by_school,3\r
            interactions,total,4\r
            interactions.by_type,call,1\r
            interactions.by_type,email,2\r
            interactions.by_type,text,1\r
            interactions.by_sentiment,negative,1\r
            interactions.by_sentiment,neutral,1\r
            interactions.by_sentiment,positive,1\r
            interactions.by_sentiment,very_positive,1\r
            metrics,total,5\r
            metrics.by_type,batting_avg,1\r
            metrics.by_type,sixty_time,3\r
            metrics.by_type,velocity,1\r
            metrics.summaries.batting_avg,avg,0.345\r
            metrics.summaries.batting_avg,max,0.345\r
            metrics.summaries.batting_avg,min,0.345\r
            metrics.summaries.sixty_time,avg,7.0\r
            metrics.summaries.sixty_time,max,7.1\r
            metrics.summaries.sixty_time,min,6.9\r
            metrics.summaries.velocity,avg,58.5\r
            metrics.summaries.velocity,max,58.5\r
            metrics.summaries.velocity,min,58.5\r

            """
        // The title rows are in the site's language; the numbers are not.
        for (language, title) in [(Language.en, "report,title,Recruiting Report\r\nreport,range,\"Dec 1, 2025 – Mar 15, 2026\""),
                                  (.pl, "report,title,Raport rekrutacyjny\r\nreport,range,1 gru 2025 – 15 mar 2026")] {
            let files = ReportsPages(athlete: try AnalyticsFixture.site("ana-diaz", language)).render()
            #expect(AnalyticsFixture.text(files, "ana-diaz/reports/all-time.csv") == "section,key,value\r\n\(title)\r\n" + expected)
        }
    }

    @Test func csvNeutralisesFormulaKeysFromTheData() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.schools[0].status = "=cmd|' /C calc'!A0"
            data.schools[1].division = "+D2, \"north\""
        }
        let csv = AnalyticsFixture.text(ReportsPages(athlete: site).render(), "ana-diaz/reports/last-30-days.csv")
        #expect(csv.contains("schools.by_status,'=cmd|' /C calc'!A0,1\r\n"))
        #expect(csv.contains("schools.by_division,\"'+D2, \"\"north\"\"\",1\r\n"))
    }

    @Test func tabsLinkEveryVariantAndMarkTheCurrentOne() throws {
        let files = ReportsPages(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/reports/last-7-days/index.html")
        #expect(page.contains(#"<a href="index.html" aria-current="page" class="w-tab w-current">Last 7 days</a>"#))
        #expect(page.contains(#"<a href="../index.html" class="w-tab">Last 30 days</a>"#))
        #expect(page.contains(#"<a href="../all-time/index.html" class="w-tab">All time</a>"#))
        #expect(page.contains(#"<a href="../spring/index.html" class="w-tab">Spring</a>"#))
        #expect(page.contains(#"href="../last-7-days.csv""#))
        let main = AnalyticsFixture.text(files, "ana-diaz/reports/index.html")
        #expect(main.contains(#"<a href="index.html" aria-current="page" class="w-tab w-current">Last 30 days</a>"#))
        #expect(main.contains(#"<a href="last-7-days/index.html" class="w-tab">Last 7 days</a>"#))
        #expect(main.contains(#"href="last-30-days.csv""#))
        // The range has data, so its PDF is made: the subtitle and the Report Includes card say so.
        #expect(main.contains("<p>Recruiting report for Feb 14, 2026 – Mar 15, 2026, with CSV and PDF export</p>"))
        #expect(main.contains("<dt>PDF</dt><dd>The report on one page, to print or keep (the family's own record: send coaches the résumé)</dd>"))
        // Marked current: the athlete in the switcher, the Reports page tab, the range tab.
        #expect(main.components(separatedBy: "aria-current=\"page\"").count - 1 == 3)
    }

    @Test func reportShowsTheNumbersOfTheRange() throws {
        let files = ReportsPages(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/reports/all-time/index.html")
        #expect(!page.contains("No data found for selected date range"))
        #expect(page.contains("66.7%"))
        #expect(page.contains(#"<li class="w-row" title="Interested"><div class="w-row-main"><span class="w-row-title">Interested</span></div><div class="w-row-end"><strong>2</strong></div></li>"#))
        #expect(page.contains(#"<tr><td>60-Yard Dash</td><td>7 s</td><td>7.1 s</td><td>6.9 s</td></tr>"#))
        #expect(page.contains(#"<tr><td>Batting Average</td><td>.345</td>"#))
    }

    /// Metric Averages lists the types in the performance page's order (its Metric Trends
    /// cards), on the page and in the PDF's table.
    @Test func metricAveragesFollowThePerformancePagesOrder() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let all = ReportsPages(athlete: site).variants
        let variant = all.first { $0.range.name == "all-time" }!
        let path = SitePath.reports(site.slug, preset: "all-time")
        let report = ReportPage(athlete: site, variant: variant, variants: all, path: path)
        let page = site.page(path, tab: .reports)
        guard case .records(let records) = report.value(for: .metricSummaries, in: page) else {
            Issue.record("no metric summaries"); return
        }
        let performanceOrder = PerformancePage(athlete: site).shownTypes.map { page.metricName($0.type) }
        #expect(records.rows.map { $0[0].text } == performanceOrder)
        // The sport's order, not the keys' (batting_avg, era, exit_velo…), which the JSON keeps.
        #expect(performanceOrder == ["Fastball Velocity", "60-Yard Dash", "Batting Average"])
        #expect(report.model.metrics.summaries.map(\.type.rawValue) == ["batting_avg", "sixty_time", "velocity"])
        let pdf = ReportPDFModel.document(report, page: page)
        #expect(pdf.tables.last?.rows.map { $0[0] } == performanceOrder)
    }

    /// An athlete with no interaction and no metric: one page that says what to add, without
    /// range tabs, CSV or "Report includes" (no link to a page or file that is not written).
    @Test func aSectionWithNoDataIsOnePage() throws {
        let files = ReportsPages(athlete: try AnalyticsFixture.site("empty-one")).render()
        #expect(files.map(\.path) == ["empty-one/reports/index.html"])
        let page = AnalyticsFixture.text(files, "empty-one/reports/index.html")
        #expect(page.contains(#"<p>No interactions or metrics yet</p><p class="empty-hint">Log each email, call and visit in interactions.csv and each measurement in performance_metrics.csv: every date range then gets its report and its CSV.</p>"#))
        #expect(!page.contains("No data found for selected date range"))
        #expect(!page.contains("Report Summary"))
        #expect(!page.contains("Report Includes"))
        #expect(!page.contains("w-tabs"))
        #expect(!page.contains("last-30-days.csv"))
        #expect(!page.contains(".pdf"))
        // The header still names the report and its dates; the subtitle names no export.
        #expect(page.contains("<h2 class=\"report-title\">Recruiting Report</h2>"))
        #expect(page.contains("Recruiting report for Feb 14, 2026 – Mar 15, 2026</p>"))
        let pl = AnalyticsFixture.text(ReportsPages(athlete: try AnalyticsFixture.site("empty-one", .pl)).render(), "empty-one/reports/index.html")
        #expect(pl.contains("<p>Brak kontaktów i pomiarów</p>"))
    }

    /// A range with no data in a section with some keeps the seed's message, its tabs and its CSV.
    @Test func emptyRangeShowsTheSeedMessageInsteadOfTheReport() throws {
        // Ana's metrics only, all recorded before the last 7 days.
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.interactions = []
            data.metrics = data.metrics.filter { $0.recordedDate < LocalDate(iso: "2026-03-01")! }
        }
        let files = ReportsPages(athlete: site).render()
        #expect(files.contains { $0.path == "ana-diaz/reports/last-7-days/index.html" })
        let page = AnalyticsFixture.text(files, "ana-diaz/reports/last-7-days/index.html")
        #expect(page.contains("No data found for selected date range"))
        #expect(!page.contains("Report Summary"))
        // What the report covers and its (empty) CSV stay: the title, range and button head every range.
        #expect(page.contains("<h2 class=\"report-title\">Recruiting Report</h2>"))
        #expect(page.contains("Report Includes"))
        // No data, no PDF: the subtitle and the card name the CSV only.
        #expect(page.contains("with CSV export</p>"))
        #expect(!page.contains("<dt>PDF</dt>"))
        #expect(page.contains("w-tabs"))
        #expect(AnalyticsFixture.text(files, "ana-diaz/reports/last-7-days.csv").hasPrefix("section,key,value\r\nreport,title,Recruiting Report\r\n"))
    }

    @Test func specVariantsPickPresetsDefaultAndCustom() throws {
        var spec = try AnalyticsFixture.build().specs[.reports]!
        spec.variants = .init(presets: [.allTime, .last7Days], defaultPreset: .last7Days, includeCustom: false)
        let site = try AnalyticsFixture.site("ana-diaz", specs: [.reports: spec])
        let files = ReportsPages(athlete: site).render()
        #expect(files.map(\.path) == [
            "ana-diaz/reports/all-time/index.html", "ana-diaz/reports/all-time.csv",
            "ana-diaz/reports/index.html", "ana-diaz/reports/last-7-days.csv",
        ])
        #expect(ReportsPages(athlete: site).pdfs().map(\.range) == ["all-time", "last-7-days"])
        let page = AnalyticsFixture.text(files, "ana-diaz/reports/index.html")
        #expect(page.contains(#"<li><a href="all-time/index.html" class="w-tab">All time</a></li><li><a href="index.html" aria-current="page" class="w-tab w-current">Last 7 days</a></li></ul>"#))
        #expect(page.contains(#"aria-current="page" class="w-tab w-current">Last 7 days</a>"#))
    }

    @Test func commandLineRangeTabShowsItsDates() throws {
        let page = try AnalyticsFixture.site("ana-diaz").page("x/index.html", tab: nil)
        let preset = ReportPreset.custom(name: "from-2026-01-01-to-2026-02-01",
                                         range: DateRange(from: LocalDate(iso: "2026-01-01")!, to: LocalDate(iso: "2026-02-01")!))
        #expect(ReportsPages.label(preset, page) == "Jan 1, 2026 – Feb 1, 2026")
    }
}

/// The report's header (title, range, CSV button) and the "Report Includes" card.
@Suite struct ReportHeaderTests {
    @Test func headerNamesTheReportAndItsRangeWithTheCSVButton() throws {
        let files = ReportsPages(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/reports/last-7-days/index.html")
        #expect(page.contains(#"<div class="report-header"><div><h2 class="report-title">Recruiting Report</h2>"#
            + #"<p class="report-range">Last 7 days · Mar 9, 2026 – Mar 15, 2026</p></div>"#
            + ##"<div class="report-downloads"><a class="button download-link" href="../last-7-days.csv" download="" type="text/csv"><i class="w-icon i-link"></i>"##))
        #expect(page.contains("</i> Download CSV</a><a class=\"button download-link\" href=\"../last-7-days.pdf\" download=\"\" type=\"application/pdf\"><i class=\"w-icon"))
        #expect(page.contains("</i> Download PDF</a></div></div>"))
    }

    /// A range whose PDF the build could not make shows the CSV button only; the others keep both.
    @Test func noPDFButtonForAPDFThatWasNotMade() throws {
        var site = try AnalyticsFixture.site("ana-diaz")
        site.missingCoachFiles = ["ana-diaz/reports/last-7-days.pdf"]
        let files = ReportsPages(athlete: site).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/reports/last-7-days/index.html")
        #expect(page.contains(#"download="" type="text/csv"><i class="w-icon i-link"></i>"#))
        #expect(page.contains("</i> Download CSV</a></div></div>"))
        #expect(!page.contains("last-7-days.pdf"))
        let other = AnalyticsFixture.text(files, "ana-diaz/reports/index.html")
        #expect(other.contains(#"href="last-30-days.pdf" download="" type="application/pdf""#))
    }

    @Test func aRangeWithNoDataHasNoPDFAndNoButton() throws {
        let site = try AnalyticsFixture.site("empty-one")
        #expect(ReportsPages(athlete: site).pdfs().map(\.range) == [])
        let page = AnalyticsFixture.text(ReportsPages(athlete: site).render(), "empty-one/reports/index.html")
        #expect(!page.contains(".pdf"))
        // A range with data keeps its PDF and its button.
        let ana = try AnalyticsFixture.site("ana-diaz")
        #expect(ReportsPages(athlete: ana).pdfs().map(\.range).contains("last-30-days"))
    }

    @Test func includesCardListsWhatTheReportCovers() throws {
        let files = ReportsPages(athlete: try AnalyticsFixture.site("ana-diaz", .pl)).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/reports/index.html")
        #expect(page.contains("<h2>Raport zawiera</h2>"))
        #expect(page.contains("<dt>Szkoły</dt><dd>Według statusu i według dywizji</dd>"))
        #expect(page.contains("<dt>CSV</dt><dd>Każda liczba tego raportu, jedna w wierszu</dd>"))
    }
}
