/// A dataset a page spec can name: its name and shape, taken from the page's own dataset enum
/// (`DashboardPage.Dataset`, `ReportPage.Dataset`, …; `PageKind.datasets`). What each holds:
/// its `summary`, listed by `sitegen theme pages`.
public struct PageDataset: Sendable, Hashable {
    /// The name a page spec uses (`interaction_trend`).
    public var rawValue: String
    public var shape: DatasetShape

    /// Every dataset name of every page, once each, in page then documentation order.
    public static var allCases: [PageDataset] {
        var seen: Set<String> = []
        return PageKind.allCases.flatMap(\.datasets).filter { seen.insert($0.rawValue).inserted }
    }
}
