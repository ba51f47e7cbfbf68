/// An empty state's text and optional hint, localised.
struct EmptyText: Sendable, Equatable {
    /// nil: the spec's `empty` text.
    var text: String?
    var hint: String?
}
