/// One page of a page kind with date-range variants (reports, social): its range, the model
/// over that range, and whether it is the default (served at the folder's `index.html`).
struct RangeVariant<Range: Equatable, Model> {
    var range: Range
    var model: Model
    var isDefault: Bool

    /// The variant's own folder (its range's `name`); nil for the default, which is served at
    /// the page's `index.html`.
    func folder(_ name: (Range) -> String) -> String? { isDefault ? nil : name(range) }

    /// The variants a spec asks for, in tab order: each of `names` found among `models` (a
    /// name the models lack is skipped), the one called `defaultName` marked as the default.
    static func select(_ names: [String], default defaultName: String, from models: [(Range, Model)],
                       name: (Range) -> String) -> [RangeVariant] {
        names.compactMap { n in
            models.first { name($0.0) == n }.map { RangeVariant(range: $0.0, model: $0.1, isDefault: n == defaultName) }
        }
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
