import SiteData
import Testing
@testable import SiteGen

/// docs/page-specs.md is the renderer's contract: it must name every widget, shape, option and
/// preset. The pages and their datasets are listed from the code (`sitegen theme pages`), and
/// the docs' example of that listing must be what the command prints.
@Suite struct PageSpecDocsTests {
    @Test func docsNameTheWholeVocabulary() throws {
        let doc = try RepositoryPaths.text("docs/page-specs.md")
        // Widgets and shapes are listed from the code by `sitegen theme widgets` and
        // `sitegen theme shapes` (checked below); the options and presets are written here.
        var names = Set(WidgetKind.allCases.flatMap(\.options)).sorted()
        names += RangePreset.allCases.map(\.rawValue)
        let missing = names.filter { !doc.contains("`\($0)`") }
        #expect(missing == [])
    }

    @Test func docsShowTheListingAsTheCommandPrintsIt() throws {
        let doc = try RepositoryPaths.text("docs/page-specs.md")
        let example = "```\n$ sitegen theme pages social\n" + (try PageKind.listing("social")) + "```\n"
        #expect(doc.contains(example))
    }

    @Test func docsShowTheShapeListingAsTheCommandPrintsIt() throws {
        let doc = try RepositoryPaths.text("docs/page-specs.md")
        let example = "```\n$ sitegen theme shapes timeline\n" + (try DatasetShape.listing("timeline")) + "```\n"
        #expect(doc.contains(example))
    }

    @Test func docsShowTheWidgetListingAsTheCommandPrintsIt() throws {
        let doc = try RepositoryPaths.text("docs/page-specs.md")
        let example = "```\n$ sitegen theme widgets heatmap\n" + (try WidgetKind.listing("heatmap")) + "```\n"
        #expect(doc.contains(example))
    }

    @Test func widgetListingNamesEveryWidgetWithItsShapesAndOptions() throws {
        let blocks = try WidgetKind.listing().split(separator: "\n\n").map(String.init)
        #expect(blocks.count == WidgetKind.allCases.count)
        for (kind, block) in zip(WidgetKind.allCases, blocks) {
            #expect(block.hasPrefix("\(kind.rawValue): \(kind.summary)\n  shapes: "), "\(kind.rawValue)")
            // Blocks are split on the blank line between them; only the last keeps its newline.
            let lines = block.split(separator: "\n").map(String.init)
            #expect(lines.count == 3 && lines[2] == "  options: \(kind.options.joined(separator: ", "))", "\(kind.rawValue)")
            #expect(!kind.summary.isEmpty, "\(kind.rawValue)")
        }
        #expect(try WidgetKind.listing("empty_state") == """
            empty_state: `.empty-state` with `text` and `hint`
              shapes: none
              options: full_width, hidden, hint, text, title

            """)
        #expect(try WidgetKind.listing("line_chart") == """
            line_chart: SVG line chart (one chart per series for `metric_series`; a series with fewer than 2 points \
            shows `empty`, e.g. "Not enough data to display chart (need at least 2 records)")
              shapes: metric_series, time_series
              options: color, dataset, description, empty, empty_hint, full_width, hidden, title

            """)
    }

    @Test func unknownWidgetIsAUsageError() {
        let error = #expect(throws: UsageError.self) { try WidgetKind.listing("pie") }
        #expect(error?.message.hasPrefix("error: unknown widget \"pie\" (known: action_items, activity_feed, at_a_glance, athlete_cards, ") == true)
    }

    @Test func shapeListingNamesEveryShapeWithItsWidgets() throws {
        let listing = try DatasetShape.listing()
        let blocks = listing.split(separator: "\n\n").map(String.init)
        #expect(blocks.count == DatasetShape.allCases.count)
        for (shape, block) in zip(DatasetShape.allCases, blocks) {
            #expect(block.hasPrefix("\(shape.rawValue): \(shape.definition.summary)\n  widgets: "))
            #expect(!shape.definition.summary.isEmpty && !shape.widgets.isEmpty, "\(shape.rawValue)")
        }
        #expect(try DatasetShape.listing("school_map") == """
            school_map: schools with latitude and longitude (name, place, status, colour, link), and the names of those without
              widgets: school_map

            """)
    }

    @Test func unknownShapeIsAUsageError() {
        let error = #expect(throws: UsageError.self) { try DatasetShape.listing("heat_map") }
        // The known shapes, sorted, as the spec loader names them.
        #expect(error?.message.hasPrefix("error: unknown shape \"heat_map\" (known: action_items, activity, athletes, calendar, ") == true)
    }

    @Test func listingNamesEveryPageAndEveryDatasetWithItsShapeAndContent() throws {
        let listing = try PageKind.listing()
        let lines = listing.split(separator: "\n").map(String.init)
        for kind in PageKind.allCases {
            #expect(lines.contains("\(kind.rawValue): \(kind.about.summary)"))
            #expect(!kind.about.output.isEmpty && !kind.about.summary.isEmpty)
            for (dataset, summary) in kind.datasetType.summaries {
                #expect(!summary.isEmpty, "dataset \(dataset.rawValue) of \(kind.rawValue) says what it holds")
                let row = lines.first { $0.hasPrefix("  \(dataset.rawValue) ") && $0.hasSuffix("  \(summary)") }
                #expect(row?.split(separator: " ").dropFirst().first.map(String.init) == dataset.shape.rawValue,
                        "listing: dataset \(dataset.rawValue) of \(kind.rawValue) with its shape")
            }
        }
    }

    @Test func listingOfOnePage() throws {
        #expect(try PageKind.listing("note") == """
            note: one note (title: the note's title)
              output: `<athlete>/notes/<note>/index.html`
              dataset    shape     content
              note_meta  facts     date, tags, school
              note_body  markdown  the note through cmark

            """)
    }

    @Test func unknownPageIsAUsageError() {
        let error = #expect(throws: UsageError.self) { try PageKind.listing("dashbord") }
        // The known pages, sorted, as the spec loader names them.
        #expect(error?.message.hasPrefix("error: unknown page \"dashbord\" (known: actions, coach, coaches, dashboard, index, note, notes, ") == true)
    }
}
