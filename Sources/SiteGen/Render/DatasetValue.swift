import SiteData

/// A dataset ready to draw: one case per `DatasetShape` (docs/page-specs.md).
///
/// Page dataset providers build these from view models: every text is already localised and
/// formatted, every link already relative to the page (nil: no link). Widgets only lay them
/// out. Each shape's item type is in `Render/Items/`, one type per file.
enum DatasetValue: Sendable {
    case statCards([StatCardItem])
    case actionItems(ActionItemsValue)
    case timeSeries(TimeSeriesValue)
    case categoryCounts(CategoryCounts)
    case categoryShares([ShareItem])
    case calendar(CalendarValue)
    case glance([GlanceItem])
    case latestMetrics([LatestMetricItem])
    case metricSeries([MetricSeriesItem])
    case metricTypes([MetricTypeItem])
    case metricHistory([MetricRecordItem])
    case events([EventItem])
    case activity([ActivityItem])
    case tasks([TaskItemRow])
    case coachFollowups([FollowupItem])
    case records(RecordsValue)
    case timeline([TimelineItem])
    case posts([PostItem])
    case notes([NoteItem])
    case links([LinkItem])
    case ranking([RankItem])
    case facts([FactItem])
    /// HTML from cmark in safe mode (the only trusted markup in a page).
    case markdown(String)
    case download(DownloadItem)
    case variants([VariantTab])
    case athletes([AthleteCardItem])
    case schoolMap(SchoolMapValue)

    /// The shape this value has (checked against the spec's dataset).
    var shape: DatasetShape {
        switch self {
        case .statCards: .statCards
        case .actionItems: .actionItems
        case .timeSeries: .timeSeries
        case .categoryCounts: .categoryCounts
        case .categoryShares: .categoryShares
        case .calendar: .calendar
        case .glance: .glance
        case .latestMetrics: .latestMetrics
        case .metricSeries: .metricSeries
        case .metricTypes: .metricTypes
        case .metricHistory: .metricHistory
        case .events: .events
        case .activity: .activity
        case .tasks: .tasks
        case .coachFollowups: .coachFollowups
        case .records: .records
        case .timeline: .timeline
        case .posts: .posts
        case .notes: .notes
        case .links: .links
        case .ranking: .ranking
        case .facts: .facts
        case .markdown: .markdown
        case .download: .download
        case .variants: .variants
        case .athletes: .athletes
        case .schoolMap: .schoolMap
        }
    }

    /// No items: the widget shows its `empty` text instead, or is left out.
    var isEmpty: Bool {
        switch self {
        case .statCards(let v): v.isEmpty
        case .actionItems(let v): v.items.isEmpty
        case .timeSeries(let v): v.points.isEmpty || v.points.allSatisfy { $0.count == 0 }
        case .categoryCounts(let v): v.items.isEmpty
        case .categoryShares(let v): v.allSatisfy { $0.count == 0 }
        case .calendar(let v): v.days.allSatisfy { $0.count == 0 }
        case .glance(let v): v.isEmpty
        case .latestMetrics(let v): v.isEmpty
        case .metricSeries(let v): v.isEmpty
        case .metricTypes(let v): v.isEmpty
        case .metricHistory(let v): v.isEmpty
        case .events(let v): v.isEmpty
        case .activity(let v): v.isEmpty
        case .tasks(let v): v.isEmpty
        case .coachFollowups(let v): v.isEmpty
        case .records(let v): v.rows.isEmpty
        case .timeline(let v): v.isEmpty
        case .posts(let v): v.isEmpty
        case .notes(let v): v.isEmpty
        case .links(let v): v.isEmpty
        case .ranking(let v): v.isEmpty
        case .facts(let v): v.allSatisfy { $0.value == nil }
        case .markdown(let v): v.isEmpty
        case .download: false
        case .variants(let v): v.isEmpty
        case .athletes(let v): v.isEmpty
        case .schoolMap(let v): v.schools.isEmpty
        }
    }
}

extension DatasetValue {
    /// Category counts with their shares (`CategoryCounts`).
    static func counts(_ items: [CountItem]) -> DatasetValue { .categoryCounts(CategoryCounts(items)) }
}
