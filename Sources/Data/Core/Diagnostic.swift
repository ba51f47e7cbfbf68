/// Where a value came from: a file and a 1-based line and column.
///
/// `line == 0` means "the file as a whole". Database sources put a readable description
/// of the table, row and column in `file` and leave line and column 0.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, `file:line`, or `file`.
    public var description: String {
        if line <= 0 { return file }
        if column <= 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}

/// One problem found in the input.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning
        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `path:line:column: error: message` or `path:line:column: warning: message`, as compilers
    /// print them (`error: message` without a location).
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}

/// The problems of one load or build, errors and warnings together.
public struct Diagnostics: Sendable, Hashable {
    public private(set) var items: [Diagnostic] = []

    public init(_ items: [Diagnostic] = []) { self.items = items }

    public mutating func append(_ d: Diagnostic) { items.append(d) }
    public mutating func append(contentsOf other: Diagnostics) { items.append(contentsOf: other.items) }
    public mutating func error(_ message: String, at location: SourceLocation? = nil) {
        items.append(.error(message, at: location))
    }
    public mutating func warning(_ message: String, at location: SourceLocation? = nil) {
        items.append(.warning(message, at: location))
    }

    public var errors: [Diagnostic] { items.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { items.filter { $0.severity == .warning } }
    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    public var isEmpty: Bool { items.isEmpty }
}

/// Thrown when input has errors; carries every problem found.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public let diagnostics: Diagnostics
    /// An athlete's profile when it loaded though other files have errors: the build checks
    /// its photo in the same round (a HEIC photo is named beside a bad cell, not after it).
    public var profile: AthleteProfile?
    public init(_ diagnostics: Diagnostics, profile: AthleteProfile? = nil) { self.diagnostics = diagnostics; self.profile = profile }
    public var description: String { diagnostics.items.map(\.description).joined(separator: "\n") }
}
