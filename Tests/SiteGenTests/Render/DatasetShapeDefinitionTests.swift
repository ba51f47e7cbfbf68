import SiteData
import Testing
@testable import SiteGen

/// Each shape's file (`Render/Shapes/<Name>Shape.swift`) is the one statement of which widgets
/// draw it: its `Widget` raw values must all be widget names (a typo would silently drop a
/// pairing), and what the loader checks (`WidgetKind.shapes`) follows from it. The shapes
/// themselves are listed from those files by the `ShapeRegistry` build plugin.
@Suite struct DatasetShapeDefinitionTests {
    /// The plugin's list: one case per file, named after it, in code-point order of the names.
    @Test func registryListsEveryShapeFileOnce() {
        #expect(DatasetShape.allCases.map(\.rawValue) == [
            "action_items", "activity", "athletes", "calendar", "category_counts", "category_shares", "coach_followups",
            "download", "events", "facts", "glance", "latest_metrics", "links", "markdown", "metric_history",
            "metric_series", "metric_types", "notes", "packet_card", "people", "posts", "ranking", "records", "school_map", "stat_cards", "tasks",
            "time_series", "timeline", "variants"])
        #expect(ObjectIdentifier(DatasetShape.schoolMap.definition) == ObjectIdentifier(SchoolMapShape.self))
        #expect(ObjectIdentifier(DatasetShape.statCards.definition) == ObjectIdentifier(StatCardsShape.self))
        #expect(DatasetValue.schoolMap(SchoolMapValue(schools: [], notOnMap: ["Rice"])).shape == .schoolMap)
    }

    /// Emptiness is each shape's own rule, reached through the value.
    @Test func emptinessIsTheShapes() {
        #expect(DatasetValue.download(DownloadItem(href: "a.csv", label: "CSV")).isEmpty == false)
        #expect(DatasetValue.markdown("").isEmpty)
        #expect(DatasetValue.facts([FactItem(label: "Height", value: nil)]).isEmpty)
        #expect(DatasetValue.facts([FactItem(label: "Height", value: "6'1\"")]).isEmpty == false)
        #expect(DatasetValue.schoolMap(SchoolMapValue(schools: [], notOnMap: ["Rice"])).isEmpty)
    }

    /// Each shape's file is the one place a pairing is written: the build (ShapeRegistryWriter
    /// `--widgets`) rejects a widget name that is no `WidgetKind`, so none is dropped here.
    @Test func everyShapeWidgetIsAWidgetKind() {
        // In the order of the shape's `enum Widget` (a chart added to the shape goes anywhere in it).
        let ranking: [WidgetKind] = [.horizontalBars, .rankedList, .list, .table]
        #expect(DatasetShape.ranking.widgets.filter(ranking.contains) == ranking)
        for shape in DatasetShape.allCases {
            #expect(shape.definition.widgetNames == shape.widgets.map(\.rawValue), "\(shape.rawValue)")
        }
    }

    @Test func widgetShapesAreDerived() {
        #expect(WidgetKind.lineChart.shapes == [.metricSeries, .timeSeries])
        #expect(WidgetKind.timeline.shapes == [.activity, .timeline])
        #expect(WidgetKind.emptyState.shapes == [])
        #expect(WidgetKind.list.shapes.map(\.rawValue) == [
            "action_items", "activity", "category_counts", "coach_followups", "events", "links", "notes", "people", "posts",
            "ranking", "records", "tasks", "timeline"])
    }

    @Test func eachPageOffersItsOwnEnumsDatasets() {
        #expect(PageKind.actions.datasets == [PageDataset(rawValue: "action_items", shape: .actionItems)])
        #expect(PageKind.note.datasets.map(\.rawValue) == ["note_meta", "note_body"])
        #expect(PageKind.reports.variantPresets.count == RangePreset.allCases.count)
        #expect(PageKind.dashboard.variantPresets == [])
        // One name, one shape, whichever page offers it.
        #expect(PageDataset.allCases.count == Set(PageDataset.allCases.map(\.rawValue)).count)
    }
}
