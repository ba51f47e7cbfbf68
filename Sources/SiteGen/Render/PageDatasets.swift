/// Where a page's datasets come from: one provider per page kind.
protocol PageDatasets {
    /// The datasets this page offers (its own enum; `PageKind.datasets` lists the same).
    associatedtype Dataset: PageDatasetName

    /// The dataset, ready to draw. Called once per widget that names it.
    func value(for dataset: Dataset, in page: Page) -> DatasetValue

    /// The pages listing every item of `dataset`, when a widget shows only its `limit`: the
    /// widget then ends with "Show all {n}" linking there, and `value` need only hold the
    /// items the widget shows. nil: no such pages.
    func fullList(for dataset: Dataset, in page: Page) -> FullList?

    /// The message shown instead of the widget's `empty` text when the data knows better why
    /// `dataset` is empty (no coaches at all, rather than none waiting for a follow-up).
    /// nil: the spec's `empty` and `empty_hint`.
    func emptyMessage(for dataset: Dataset, in page: Page) -> EmptyText?

    /// Whether the page draws `dataset`'s widgets: false leaves them out (the range tabs and the
    /// CSV of a section with no data, which has one page and no CSV). Default: true.
    func shows(_ dataset: Dataset) -> Bool

    /// The message of the spec's `empty_state` widgets when the page knows better (a section
    /// with no data at all: what to add, rather than "try another range"). nil: the spec's.
    func emptyState(in page: Page) -> EmptyText?
}

/// Where the whole of a long list is, and how long it is.
struct FullList: Sendable {
    /// Relative link to its first page.
    var href: String
    var count: Int
    /// A link to a wider list than the widget's (the social feed under the recruiting posts):
    /// shown whatever the limit, with this text instead of "Show all {n}".
    var label: String? = nil
}

extension PageDatasets {
    func fullList(for dataset: Dataset, in page: Page) -> FullList? { nil }
    func emptyMessage(for dataset: Dataset, in page: Page) -> EmptyText? { nil }
    func shows(_ dataset: Dataset) -> Bool { true }
    func emptyState(in page: Page) -> EmptyText? { nil }
}
