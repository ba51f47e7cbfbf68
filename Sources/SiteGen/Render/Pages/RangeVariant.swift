/// One page of a page kind with date-range variants (reports, social): its range, the model
/// over that range, and whether it is the default (served at the folder's `index.html`).
struct RangeVariant<Range: Equatable, Model> {
    var range: Range
    var model: Model
    var isDefault: Bool

    /// The variant's own folder (its range's `name`); nil for the default, which is served at
    /// the page's `index.html`.
    func folder(_ name: (Range) -> String) -> String? { isDefault ? nil : name(range) }

    /// The variants a spec asks for, in tab order, `defaultRange` marked as the default; each
    /// range's model from `model` (every range has one: nothing is skipped).
    static func select(_ ranges: [Range], default defaultRange: Range, model: (Range) -> Model) -> [RangeVariant] {
        ranges.map { RangeVariant(range: $0, model: model($0), isDefault: $0 == defaultRange) }
    }

    /// The default variant alone (a section with no data has one page): the one marked
    /// default, else the first, served at the folder's `index.html`.
    static func defaultOnly(_ all: [RangeVariant]) -> [RangeVariant] {
        if let d = all.first(where: \.isDefault) { return [d] }
        guard var first = all.first else { return [] }
        first.isDefault = true
        return [first]
    }

    /// The range tabs of the page showing this variant: one per variant of `all`, this one
    /// marked current; `link` gives each tab's label and relative address.
    func tabs(among all: [RangeVariant], _ link: (RangeVariant) -> (label: String, href: String)) -> DatasetValue {
        .variants(all.map { v in
            let l = link(v)
            return VariantTab(label: l.label, href: l.href, isCurrent: v.range == range)
        })
    }
}
