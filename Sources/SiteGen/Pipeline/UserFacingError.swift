import SiteData

/// An error whose message is for the user (exit code 1), as opposed to an internal error (2).
public protocol UserFacingError: Error {
    var message: String { get }
}

extension OutputError: UserFacingError {
    public var message: String { "error: " + description }
}

extension InputError: UserFacingError {
    /// Every problem on its own line, then a count.
    public var message: String {
        let errors = diagnostics.errors.count
        let lines = diagnostics.items.map(\.description)
        let summary = errors == 1 ? "1 error; nothing was written" : "\(errors) errors; nothing was written"
        return (lines + [summary]).joined(separator: "\n")
    }
}

/// A usage problem on the command line (exit code 1).
public struct UsageError: UserFacingError, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = "error: " + message }
    public var description: String { message }
}
