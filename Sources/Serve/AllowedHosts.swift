import Foundation

/// The host names `sitegen serve` answers to, checked against every request's `Host` header
/// before anything else. A web page the user visits while previewing could otherwise rebind
/// its own name to 127.0.0.1 (DNS rebinding) and read the preview, private notes included.
///
/// Names compare case-insensitively and without the port: the port adds nothing (a rebinding
/// page must use the preview's port anyway) and `--port 0` picks one at start.
struct AllowedHosts: Sendable, Equatable {
    /// Lowercased, IPv6 addresses without brackets.
    let names: Set<String>

    /// `localhost`, `127.0.0.1`, `::1`, the address served on (`--host`) and each `--allowed-host`.
    init(host: String, extra: [String] = []) {
        let all = ["localhost", "127.0.0.1", "::1", host] + extra
        names = Set(all.map { Self.bare($0).lowercased() })
    }

    enum Verdict: Equatable {
        case allowed
        /// No `Host` header, or an empty one.
        case missing
        /// More than one `Host` header.
        case several
        /// Not `name`, `name:port`, `[v6]` or `[v6]:port`.
        case malformed
        /// A well-formed name that is not allowed (lowercased, as compared).
        case refused(String)
    }

    /// The verdict for a request's `Host` header values.
    func check(_ values: [String]) -> Verdict {
        guard let value = values.first, !value.isEmpty else { return .missing }
        guard values.count == 1 else { return .several }
        guard let name = Self.hostName(value) else { return .malformed }
        return names.contains(name) ? .allowed : .refused(name)
    }

    /// The host name of a `Host` header value, lowercased, without port or brackets; nil when
    /// the value is not a host name with an optional port.
    static func hostName(_ value: String) -> String? {
        var name: Substring
        var rest: Substring
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return nil }
            name = value[value.index(after: value.startIndex)..<close]
            rest = value[value.index(after: close)...]
            guard !name.isEmpty, name.allSatisfy(isAddressCharacter) else { return nil }
        } else {
            let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            name = parts[0]
            rest = parts.count > 1 ? value[value.index(before: parts[1].startIndex)...] : ""
            guard isRegName(name) else { return nil }
        }
        if !rest.isEmpty {
            guard rest.first == ":", rest.count >= 2, rest.count <= 6, rest.dropFirst().allSatisfy(\.isASCII),
                  rest.dropFirst().allSatisfy(\.isNumber) else { return nil }
        }
        return name.lowercased()
    }

    /// An `--allowed-host` value: a host name or address, without port or scheme. Nil when it is
    /// usable, else the reason.
    static func problem(with value: String) -> String? {
        let name = bare(value)
        if name.contains(":") && name.allSatisfy(isAddressCharacter) { return nil }
        if isRegName(Substring(name)) { return nil }
        return "--allowed-host \"\(value)\" is not a host name (for example my-laptop.local, without http:// or a port)"
    }

    /// Letters, digits, `-`, `.`, `_`, `~` (an IPv4 address or a DNS name), not empty.
    private static func isRegName(_ s: Substring) -> Bool {
        !s.isEmpty && s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~".contains($0)) }
    }

    /// A character of an IPv6 address (hex digits, `:`, `.` for an embedded IPv4 address).
    private static func isAddressCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isHexDigit || c == ":" || c == ".")
    }

    /// `[::1]` → `::1`; anything else as it is.
    private static func bare(_ s: String) -> String {
        s.hasPrefix("[") && s.hasSuffix("]") && s.count > 2 ? String(s.dropFirst().dropLast()) : s
    }
}
