/// An empty state's text and optional hint, localised.
struct EmptyText: Sendable, Equatable {
    var text: String
    var hint: String?
}
