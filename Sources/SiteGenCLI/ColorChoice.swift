/// `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour stderr. `auto`: only on a terminal, and only when `NO_COLOR` is unset
    /// or empty (no-color.org); `always` and `never` are the user's explicit word and win.
    func enabled(isTTY: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTTY && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
