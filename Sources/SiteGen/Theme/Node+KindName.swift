import Yams

extension Node {
    /// A short name for the kind of node, for the theme's "expected … found …" messages.
    var kindName: String {
        switch self {
        case .scalar: "a value"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
