#if Postgres
import SiteData

/// A parsed `postgres://user:password@host:port/database?sslmode=…` URL.
///
/// The password never appears in `redacted`, in `description`, or in any message: it is only
/// handed to the driver.
struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
    enum SSLMode: String, Sendable, Hashable, CaseIterable {
        /// No TLS.
        case disable
        /// TLS when the server offers it, else plain (libpq's default). No certificate check.
        case prefer
        /// TLS or fail; the certificate is not checked (libpq's `require`), unless `sslrootcert`
        /// names a file: then the chain is checked as with `verify-ca` (libpq does the same).
        case require
        /// TLS with the certificate chain checked against the roots; the host name is not checked.
        case verifyCA = "verify-ca"
        /// TLS with the certificate chain checked against the roots and the host name.
        case verifyFull = "verify-full"
    }

    var host: String
    var port: Int
    var user: String
    var password: String?
    var database: String
    var sslMode: SSLMode
    /// Seconds to wait for the TCP connection (and the login) before giving up.
    var connectTimeout: Int
    /// Seconds the server may spend on one statement (PostgreSQL's `statement_timeout`; 0: no
    /// limit). sitegen also gives up on a server that sends nothing for this plus
    /// `readTimeoutGrace` seconds (a frozen server cannot even send the cancellation).
    var statementTimeout: Int
    /// The file of trusted root certificates (PEM) for `verify-ca`/`verify-full` (`sslrootcert=`
    /// or `PGSSLROOTCERT`); nil or `system`: the system's roots.
    var sslRootCert: String?

    /// `postgres://user@host:port/database`: no password, no query.
    var redacted: String {
        let h = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(h):\(port)/\(database)"
    }

    var description: String { redacted }

    static let defaultPort = 5432
    static let defaultConnectTimeout = 10
    static let defaultStatementTimeout = 60
    static let readTimeoutGrace = 5

    /// Seconds to wait for an answer to a statement before closing the connection: nil for none
    /// (`statement_timeout=0`).
    var readTimeout: Int? { statementTimeout > 0 ? statementTimeout + PostgresURL.readTimeoutGrace : nil }

    /// The root-certificate file to check the server against, if one was named (not `system`).
    var rootCertificateFile: String? {
        guard let sslRootCert, !sslRootCert.isEmpty, sslRootCert != "system" else { return nil }
        return sslRootCert
    }

    /// Parses `url`. `PGPASSWORD`, `PGUSER`, `PGDATABASE` and `PGSSLROOTCERT` from `environment`
    /// fill in what the URL leaves out. Messages never echo the URL's user information.
    init(parsing url: String, environment: [String: String]) throws(InputError) {
        func fail(_ message: String) -> InputError {
            InputError(Diagnostics([.error("invalid source URL: \(message)")]))
        }
        // Schemes are case-insensitive (RFC 3986, 3.1), as the choice of source is.
        let rest: Substring
        if let scheme = url.range(of: "://"), ["postgres", "postgresql"].contains(url[..<scheme.lowerBound].lowercased()) {
            rest = url[scheme.upperBound...]
        } else {
            throw fail("it must start with postgres:// or postgresql://")
        }

        // authority / path ? query
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        var afterAuthority = rest[authorityEnd...]
        var query: Substring = ""
        if let q = afterAuthority.firstIndex(of: "?") {
            query = afterAuthority[afterAuthority.index(after: q)...]
            afterAuthority = afterAuthority[..<q]
        }
        let path = afterAuthority.hasPrefix("/") ? afterAuthority.dropFirst() : afterAuthority

        var userPart: Substring?
        var passwordPart: Substring?
        var hostPort = authority
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            hostPort = authority[authority.index(after: at)...]
            if let colon = userInfo.firstIndex(of: ":") {
                userPart = userInfo[..<colon]
                passwordPart = userInfo[userInfo.index(after: colon)...]
            } else {
                userPart = userInfo
            }
        }

        var hostText: Substring
        var portText: Substring?
        if hostPort.hasPrefix("[") {
            guard let close = hostPort.firstIndex(of: "]") else { throw fail("unclosed [ in the host") }
            hostText = hostPort[hostPort.index(after: hostPort.startIndex)..<close]
            let after = hostPort[hostPort.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty {
                throw fail("unexpected text after the host")
            }
        } else if let colon = hostPort.lastIndex(of: ":") {
            hostText = hostPort[..<colon]
            portText = hostPort[hostPort.index(after: colon)...]
        } else {
            hostText = hostPort
        }

        guard let host = PostgresURL.percentDecoded(hostText), !host.isEmpty else {
            throw fail("it names no host")
        }
        var port = PostgresURL.defaultPort
        if let portText {
            guard let p = Int(portText), (1...65535).contains(p) else {
                throw fail("the port must be a number from 1 to 65535")
            }
            port = p
        }

        var user = environment["PGUSER"] ?? ""
        if let userPart {
            guard let u = PostgresURL.percentDecoded(userPart) else { throw fail("the user name is not valid percent-encoding") }
            user = u
        }
        guard !user.isEmpty else { throw fail("it names no user (write postgres://USER@HOST/DATABASE)") }

        var password = environment["PGPASSWORD"]
        if let passwordPart {
            guard let p = PostgresURL.percentDecoded(passwordPart) else {
                throw fail("the password is not valid percent-encoding")
            }
            password = p
        }

        var database = environment["PGDATABASE"] ?? user
        if !path.isEmpty {
            guard let d = PostgresURL.percentDecoded(path) else { throw fail("the database name is not valid percent-encoding") }
            database = d
        }

        var sslMode = SSLMode.prefer
        var timeout = PostgresURL.defaultConnectTimeout
        var statementTimeout = PostgresURL.defaultStatementTimeout
        var rootCert = environment["PGSSLROOTCERT"]
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            let value = parts.count > 1 ? PostgresURL.percentDecoded(parts[1]) ?? "" : ""
            switch key {
            case "sslmode":
                guard let mode = SSLMode(rawValue: value) else {
                    let known = SSLMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw fail("sslmode \"\(value)\" is not one of \(known)")
                }
                sslMode = mode
            case "connect_timeout":
                guard let t = Int(value), t > 0 else { throw fail("connect_timeout must be a whole number of seconds") }
                timeout = t
            case "statement_timeout":
                guard let t = Int(value), t >= 0 else {
                    throw fail("statement_timeout must be a whole number of seconds (0: no limit)")
                }
                statementTimeout = t
            case "sslrootcert":
                rootCert = value
            default:
                throw fail("unknown parameter \"\(key)\" (known: \(PostgresURL.parameters.joined(separator: ", ")))")
            }
        }

        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.sslMode = sslMode
        self.connectTimeout = timeout
        self.statementTimeout = statementTimeout
        self.sslRootCert = rootCert
    }

    /// The URL parameters sitegen understands.
    static let parameters = ["sslmode", "sslrootcert", "connect_timeout", "statement_timeout"]

    /// RFC 3986 percent-decoding; nil for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var u = Array(text.utf8)[...]
        while let c = u.popFirst() {
            if c == UInt8(ascii: "%") {
                guard u.count >= 2, let h = hex(u[u.startIndex]), let l = hex(u[u.startIndex + 1]) else { return nil }
                bytes.append(h << 4 | l)
                u = u.dropFirst(2)
            } else {
                bytes.append(c)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
#endif
