import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct PageSpecLoaderTests {
    static let loader = PageSpecLoader(colorTokens: ["primary", "purple"],
                                       stringKeys: ["dashboard.action_items", "page.dashboard"])

    static func errors(_ yaml: String, kind: PageKind = .dashboard) -> [String] {
        do {
            _ = try loader.parse(yaml, file: "content/pages/\(kind.rawValue).yml", kind: kind)
            return []
        } catch {
            return error.diagnostics.items.map(\.description)
        }
    }

    @Test func parsesAWholeSpec() throws {
        let spec = try Self.loader.parse("""
        page: dashboard
        title: page.dashboard
        sections:
          - id: main
            title: My own heading
            layout: grid
            widgets:
              - widget: action_items
                dataset: action_items
                title: dashboard.action_items
                limit: 3
              - widget: line_chart
                dataset: interaction_trend
                color: primary
                hidden: true
          - widgets:
              - widget: heatmap
                dataset: contact_frequency
                full_width: true
        """, file: "content/pages/dashboard.yml", kind: .dashboard)
        #expect(spec.title == .key("page.dashboard"))
        #expect(spec.variants == nil)
        #expect(spec.sections.map(\.id) == ["main", "section-2"])
        let s = spec.sections[0]
        #expect(s.title == .literal("My own heading"))
        #expect(s.layout == .grid)
        #expect(s.widgets.map(\.widget) == [.actionItems, .lineChart])
        #expect(s.widgets[0].limit == 3)
        #expect(s.widgets[0].title == .key("dashboard.action_items"))
        #expect(s.widgets[1].color == "primary")
        #expect(s.widgets[1].hidden)
        #expect(s.widgets[0].location.description == "content/pages/dashboard.yml:8:9")
        #expect(spec.visibleSections.map { $0.widgets.map(\.widget) } == [[.actionItems], [.heatmap]])
        #expect(spec.sections[1].widgets[0].fullWidth)
    }

    @Test func unknownWidgetNamesFileLineAndColumn() {
        let yaml = """
        page: dashboard
        sections:
          - widgets:
              - widget: pie_chartt
                dataset: school_sizes
        """
        let known = WidgetKind.allCases.map(\.rawValue).sorted().joined(separator: ", ")
        #expect(Self.errors(yaml) == ["content/pages/dashboard.yml:4:17: error: unknown widget \"pie_chartt\" (known: \(known))"])
        #expect(known.hasPrefix("action_items, activity_feed, at_a_glance, athlete_cards, bar_chart"))
    }

    @Test func datasetErrors() {
        #expect(Self.errors("""
        page: dashboard
        sections:
          - widgets:
              - widget: table
                dataset: report_csv
              - widget: heatmap
                dataset: schools_by_status
              - widget: tabs
                dataset: stats
              - widget: table
        """) == [
            "content/pages/dashboard.yml:5:18: error: unknown dataset \"report_csv\" for page dashboard (known: action_items, at_a_glance, coach_followups, contact_frequency, interaction_trend, quick_tasks, recent_activity, recruiting_packet, school_sizes, schools_by_status, social_handles, stats, top_metrics, upcoming_events)",
            "content/pages/dashboard.yml:7:18: error: widget \"heatmap\" cannot show dataset \"schools_by_status\" (on this page it can show: contact_frequency)",
            "content/pages/dashboard.yml:9:18: error: widget \"tabs\" cannot show dataset \"stats\" (it shows no dataset of page dashboard)",
            "content/pages/dashboard.yml:10:9: error: missing \"dataset\" (widget \"table\" needs one)",
        ])
    }

    @Test func optionErrors() {
        #expect(Self.errors("""
        page: dashboard
        sections:
          - widgets:
              - widget: line_chart
                dataset: interaction_trend
                colour: primary
                color: primery
              - widget: list
                dataset: upcoming_events
                limit: ten
                hidden: yes
                title: [a, b]
              - widget: list
                dataset: upcoming_events
                limit: 0
                color: primary
                title: dashboard.upcomming
              - dataset: stats
        """) == [
            "content/pages/dashboard.yml:6:9: error: unknown option \"colour\" for widget \"line_chart\" (known: color, dataset, description, empty, empty_hint, full_width, hidden, title)",
            "content/pages/dashboard.yml:7:16: error: unknown color token \"primery\" (known: primary, purple)",
            "content/pages/dashboard.yml:10:16: error: \"limit\" must be a whole number of at least 1, found \"ten\"",
            "content/pages/dashboard.yml:11:17: error: \"hidden\" must be true or false, found \"yes\"",
            "content/pages/dashboard.yml:12:16: error: \"title\" must be a text, found a list",
            "content/pages/dashboard.yml:15:16: error: \"limit\" must be a whole number of at least 1, found \"0\"",
            "content/pages/dashboard.yml:16:9: error: unknown option \"color\" for widget \"list\" (known: dataset, description, empty, empty_hint, full_width, hidden, limit, title)",
            "content/pages/dashboard.yml:17:16: error: unknown string key \"dashboard.upcomming\" (write literal text with a space, or use a key of the string tables)",
            "content/pages/dashboard.yml:18:9: error: missing \"widget\"",
        ])
    }

    @Test func quotedNumbersAndBooleansAreTexts() {
        #expect(Self.errors("""
        page: dashboard
        sections:
          - widgets:
              - widget: list
                dataset: upcoming_events
                limit: "3"
                hidden: "true"
        """) == [
            "content/pages/dashboard.yml:6:16: error: \"limit\" must be a whole number of at least 1, found \"3\"",
            "content/pages/dashboard.yml:7:17: error: \"hidden\" must be true or false, found \"true\"",
        ])
    }

    @Test func pageAndSectionErrors() {
        #expect(Self.errors("""
        page: reports
        titel: x
        variants:
          presets: [last-7-days]
        sections:
          - id: Main Section
            show_when: data
            widgets: []
          - layout: columns
            widgets:
              - widget: empty_state
                dataset: stats
          - id: a
            widgets:
              - widget: empty_state
                text: Nothing here yet
          - id: a
            colour: red
            widgets:
              - widget: empty_state
                text: x
          - not a mapping
        """) == [
            "content/pages/dashboard.yml:1:7: error: \"page\" is \"reports\" but this file is for page \"dashboard\"",
            "content/pages/dashboard.yml:2:1: error: unknown key \"titel\" (known: page, sections, subtitle, title, variants)",
            "content/pages/dashboard.yml:4:3: error: page \"dashboard\" has no variants (only reports and social have)",
            "content/pages/dashboard.yml:6:9: error: \"id\" must be lowercase letters, digits and single \"-\", found \"Main Section\"",
            "content/pages/dashboard.yml:7:16: error: \"show_when\" is only for pages that can be empty (performance, reports, social)",
            "content/pages/dashboard.yml:8:14: error: \"widgets\" must be a list of at least one widget",
            "content/pages/dashboard.yml:9:13: error: \"layout\" must be one of stack, grid, found \"columns\"",
            "content/pages/dashboard.yml:12:9: error: unknown option \"dataset\" for widget \"empty_state\" (known: full_width, hidden, hint, text, title)",
            "content/pages/dashboard.yml:11:9: error: missing \"text\" (widget \"empty_state\" needs one)",
            "content/pages/dashboard.yml:18:5: error: unknown key \"colour\" in a section (known: hidden, id, layout, show_when, title, widgets)",
            "content/pages/dashboard.yml:22:5: error: a section must be a map with \"widgets\", found a value",
            "content/pages/dashboard.yml:17:5: error: section id \"a\" is already used at content/pages/dashboard.yml:13:5",
        ])
    }

    @Test func variants() throws {
        #expect(Self.errors("""
        page: social
        variants:
          presets: [last-7-days, last-year, last-7-days]
          default: all-time
          custom: true
        sections:
          - widgets:
              - widget: tabs
                dataset: ranges
        """, kind: .social) == [
            "content/pages/social.yml:3:26: error: unknown preset \"last-year\" for page social (known: last-7-days, last-30-days, last-90-days, all-time)",
            "content/pages/social.yml:3:37: error: preset \"last-7-days\" is listed twice",
            "content/pages/social.yml:5:11: error: \"custom\" ranges are only for reports",
        ])
        #expect(Self.errors("""
        page: reports
        variants:
          presets: [last-7-days, all-time]
          default: last-30-days
        sections:
          - widgets:
              - widget: tabs
                dataset: ranges
        """, kind: .reports) == [
            "content/pages/reports.yml:4:12: error: default preset \"last-30-days\" is not in \"presets\"",
        ])
        let spec = try Self.loader.parse("page: reports\nsections:\n  - widgets:\n      - widget: tabs\n        dataset: ranges\n",
                                         file: "r.yml", kind: .reports)
        #expect(spec.variants == PageSpec.Variants(presets: RangePreset.allCases, defaultPreset: .last30Days,
                                                   includeCustom: true))
    }

    @Test func syntaxAndShapeErrors() {
        #expect(Self.errors("page: dashboard\nsections: [\n") == [
            "content/pages/dashboard.yml:3:1: error: not valid YAML: did not find expected node content",
        ])
        #expect(Self.errors("- a\n") == ["content/pages/dashboard.yml:1:1: error: expected a map with \"page\" and \"sections\""])
        #expect(Self.errors("") == ["content/pages/dashboard.yml: error: expected a map with \"page\" and \"sections\""])
        #expect(Self.errors("page: dashboard\npage: dashboard\nsections: []\n") == [
            "content/pages/dashboard.yml:1:1: error: key page appears more than once in this map",
        ])
        #expect(Self.errors("title: x y\n") == [
            "content/pages/dashboard.yml:1:1: error: missing \"page\"",
            "content/pages/dashboard.yml:1:1: error: missing \"sections\"",
        ])
    }

    /// Page specs are user files too: an alias bomb is refused before anything expands it.
    @Test func aliasesAreRefused() {
        #expect(Self.errors("page: dashboard\nsections: &s [{title: a}]\nextra: [*s, *s]\n") == [
            "content/pages/dashboard.yml:2:11: error: this value is repeated by a YAML alias (*name); aliases are not allowed: write the value out in full",
        ])
    }
}
