import SiteData

/// One page described as data: its title, variants and sections of widgets.
/// The format and the full vocabulary are in docs/page-specs.md.
public struct PageSpec: Sendable, Hashable {
    public var kind: PageKind
    /// Page heading (`<h1>` and `<title>`); nil means the renderer's default for the page.
    public var title: Text?
    public var subtitle: Text?
    /// Reports and social only: the date ranges rendered as separate pages.
    public var variants: Variants?
    public var sections: [Section]
    /// The file the spec came from (theme or content override).
    public var file: String

    /// Sections and widgets not `hidden`.
    public var visibleSections: [Section] {
        sections.filter { !$0.hidden }.map { section in
            var s = section
            s.widgets = section.widgets.filter { !$0.hidden }
            return s
        }.filter { !$0.widgets.isEmpty }
    }

    /// A UI text: a key of the string tables, or text to show as written.
    public enum Text: Sendable, Hashable {
        case key(String)
        case literal(String)

        /// The text in `strings`' language, placeholders filled from `arguments`.
        public func resolve(_ strings: Strings, _ arguments: [String: String] = [:]) -> String {
            switch self {
            case .key(let key): strings[dynamic: key, arguments]
            case .literal(let text): text
            }
        }
    }

    public struct Variants: Sendable, Hashable {
        /// Tabs in this order.
        public var presets: [RangePreset]
        /// The preset rendered at the page's `index.html`.
        public var defaultPreset: RangePreset
        /// Reports only: also render `reports.custom` ranges and `--from/--to`.
        public var includeCustom: Bool
    }

    public enum Layout: String, CaseIterable, Sendable, Hashable {
        /// Widgets one under another, full width.
        case stack
        /// The two-column widget grid (one column on phones).
        case grid
    }

    public enum ShowWhen: String, CaseIterable, Sendable, Hashable {
        case always
        /// Only when the page (variant) has data.
        case data
        /// Only when it has none (an `empty_state` section).
        case empty
    }

    public struct Section: Sendable, Hashable {
        /// Slug used as the section's HTML id (`section-<n>` by default, 1-based).
        public var id: String
        public var title: Text?
        public var layout: Layout
        public var showWhen: ShowWhen
        public var hidden: Bool
        public var widgets: [Widget]
        public var location: SourceLocation
    }

    public struct Widget: Sendable, Hashable {
        public var widget: WidgetKind
        /// nil only for `empty_state`.
        public var dataset: PageDataset?
        public var title: Text?
        public var description: Text?
        /// Shown instead of the widget when its dataset has no items.
        public var empty: Text?
        /// A second line under `empty` (e.g. "Log your first interaction").
        public var emptyHint: Text?
        /// `empty_state` only: its message and second line.
        public var text: Text?
        public var hint: Text?
        /// A colour token name (`primary`), for single-colour charts.
        public var color: String?
        /// Show at most this many items.
        public var limit: Int?
        public var hidden: Bool
        /// In a `grid` section, span both columns.
        public var fullWidth: Bool
        public var location: SourceLocation
    }
}
