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

    @Test func everyShapeWidgetIsAWidgetKind() {
        let listed = [StatCardsShape.Widget.allCases.count, ActionItemsShape.Widget.allCases.count,
                      CategoryCountsShape.Widget.allCases.count, RankingShape.Widget.allCases.count]
        #expect(listed == [1, 3, 6, 4])
        #expect(DatasetShape.statCards.widgets == [.statCards])
        #expect(DatasetShape.actionItems.widgets == [.actionItems, .list, .table])
        #expect(DatasetShape.categoryCounts.widgets == [.barChart, .horizontalBars, .donut, .list, .table, .countTiles])
        #expect(DatasetShape.ranking.widgets == [.horizontalBars, .rankedList, .list, .table])
        let pairs = DatasetShape.allCases.reduce(0) { $0 + $1.widgets.count }
        #expect(pairs == 59)  // 55, school_map since the schools map, count_tiles since the platform tiles, packet_card, people
        // No widget name in a shape's file is dropped as unknown.
        for shape in DatasetShape.allCases {
            #expect(shape.definition.widgetNames == shape.widgets.map(\.rawValue), "\(shape.rawValue)")
        }
    }

    /// The pairings the loader accepted before the shapes stated their widgets (the hand-kept table).
    @Test func derivedPairingsAreTheOldTable() {
        let old: [WidgetKind: Set<DatasetShape>] = [
            .statCards: [.statCards], .actionItems: [.actionItems], .lineChart: [.timeSeries, .metricSeries],
            .barChart: [.timeSeries, .categoryCounts], .horizontalBars: [.categoryCounts, .categoryShares, .ranking],
            .donut: [.categoryCounts, .categoryShares], .heatmap: [.calendar], .atAGlance: [.glance],
            .metricCards: [.latestMetrics], .metricTrends: [.metricTypes], .historyTable: [.metricHistory], .tasks: [.tasks],
            .activityFeed: [.activity], .timeline: [.timeline, .activity], .postList: [.posts], .noteList: [.notes],
            .linkList: [.links], .rankedList: [.ranking], .facts: [.facts], .markdown: [.markdown], .download: [.download],
            .tabs: [.variants], .athleteCards: [.athletes], .schoolMap: [.schoolMap], .countTiles: [.categoryCounts],
            .list: [.actionItems, .categoryCounts, .events, .activity, .tasks, .coachFollowups, .records, .timeline, .posts,
                    .notes, .links, .ranking, .people],
            .table: [.timeSeries, .categoryCounts, .categoryShares, .latestMetrics, .metricTypes, .metricHistory, .events,
                     .coachFollowups, .records, .timeline, .ranking, .actionItems, .posts, .notes],
            .emptyState: [], .packetCard: [.packetCard],
        ]
        for kind in WidgetKind.allCases {
            #expect(Set(kind.shapes) == old[kind], "\(kind.rawValue)")
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
