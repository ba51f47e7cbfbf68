import SiteData
import Testing
@testable import SiteGen

/// `ShapeWidgets` is the one statement of which widgets draw which shape: its raw values must
/// all be widget names (a typo would silently drop a pairing), and what the loader checks
/// (`WidgetKind.shapes`) follows from it.
@Suite struct ShapeWidgetsTests {
    @Test func everyShapeWidgetIsAWidgetKind() {
        let listed = [ShapeWidgets.StatCards.allCases.count, ShapeWidgets.ActionItems.allCases.count,
                      ShapeWidgets.CategoryCounts.allCases.count, ShapeWidgets.Ranking.allCases.count]
        #expect(listed == [1, 3, 6, 4])
        #expect(DatasetShape.statCards.widgets == [.statCards])
        #expect(DatasetShape.actionItems.widgets == [.actionItems, .list, .table])
        #expect(DatasetShape.categoryCounts.widgets == [.barChart, .horizontalBars, .donut, .list, .table, .countTiles])
        #expect(DatasetShape.ranking.widgets == [.horizontalBars, .rankedList, .list, .table])
        let pairs = DatasetShape.allCases.reduce(0) { $0 + $1.widgets.count }
        #expect(pairs == 57)  // 55, school_map since the schools map, count_tiles since the platform tiles
    }

    /// The pairings the loader accepted before `ShapeWidgets` existed (the hand-kept table).
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
                    .notes, .links, .ranking],
            .table: [.timeSeries, .categoryCounts, .categoryShares, .latestMetrics, .metricTypes, .metricHistory, .events,
                     .coachFollowups, .records, .timeline, .ranking, .actionItems, .posts, .notes],
            .emptyState: [],
        ]
        for kind in WidgetKind.allCases {
            #expect(Set(kind.shapes) == old[kind], "\(kind.rawValue)")
        }
    }

    @Test func widgetShapesAreDerived() {
        #expect(WidgetKind.lineChart.shapes == [.timeSeries, .metricSeries])
        #expect(WidgetKind.timeline.shapes == [.activity, .timeline])
        #expect(WidgetKind.emptyState.shapes == [])
        #expect(WidgetKind.list.shapes.map(\.rawValue) == [
            "action_items", "category_counts", "events", "activity", "tasks", "coach_followups", "records",
            "timeline", "posts", "notes", "links", "ranking"])
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
