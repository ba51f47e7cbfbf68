#if Postgres
import Foundation
import PostgresNIO
import SiteData

extension PostgresConnector {
    /// A readable error for anything the driver throws. Never includes the password: only the
    /// redacted URL, host, port, user, and the server's own message.
    func failure(_ error: any Error, table: String? = nil) -> InputError {
        let endpoint = url.host.contains(":") ? "[\(url.host)]:\(url.port)" : "\(url.host):\(url.port)"
        var at = location
        if let table { at = SourceLocation(file: "postgres table \(table)") }
        let message: String
        if let timeout = error as? NoAnswer {
            if timeout.login {
                message = "cannot connect to \(endpoint): no answer within \(timeout.seconds) s"
                at = location
            } else {
                message = "no answer from the server at \(endpoint) for \(timeout.seconds) s (statement_timeout "
                    + "\(url.statementTimeout) s + \(PostgresURL.readTimeoutGrace) s): it may be stuck or unreachable"
            }
        } else if let channel = error as? ChannelError, case .connectTimeout = channel {
            message = "cannot connect to \(endpoint): \(PostgresConnector.reason(channel))"
        } else if let psql = error as? PSQLError {
            switch psql.code {
            case .server:
                let state = psql.serverInfo?[.sqlState] ?? ""
                let text = psql.serverInfo?[.message] ?? "unknown server error"
                switch state {
                case "28000" where url.sslMode == .disable
                    && (text.hasSuffix("no encryption") || text.lowercased().contains("ssl connection is required")):
                    message = "the server at \(endpoint) requires TLS: use sslmode=require, verify-ca or verify-full in the source URL"
                    at = location
                case "28P01", "28000":
                    message = "cannot log in as \(url.user): \(text)"
                    at = location
                case "3D000":
                    message = text
                    at = location
                case "57014" where text.contains("statement timeout"):
                    message = "the query took longer than statement_timeout (\(url.statementTimeout) s) and the server "
                        + "cancelled it; allow more with statement_timeout=SECONDS in the source URL (0: no limit)"
                default:
                    message = "\(text) (SQLSTATE \(state))"
                }
            case .connectionError:
                message = "cannot connect to \(endpoint): \(reason(psql.underlying))"
            case .sslUnsupported:
                message = "the server at \(endpoint) does not offer TLS, which sslmode=\(url.sslMode.rawValue) requires"
            case .failedToAddSSLHandler:
                message = "cannot start TLS with \(endpoint): \(reason(psql.underlying))"
            case .authMechanismRequiresPassword:
                message = "the server asks for a password for \(url.user): put it in the URL or in PGPASSWORD"
            case .unsupportedAuthMechanism:
                message = "the server at \(endpoint) asks for an authentication method sitegen does not support"
            case .saslError:
                message = "cannot log in as \(url.user): authentication failed"
            case .serverClosedConnection, .uncleanShutdown:
                if let underlying = psql.underlying {
                    message = "the connection to \(endpoint) was closed: \(reason(underlying))"
                } else {
                    message = "the server at \(endpoint) closed the connection"
                }
            case .clientClosedConnection:
                message = "the connection to \(endpoint) was closed after an earlier error"
            default:
                message = "database error with \(endpoint): \(psql.code)"
            }
        } else {
            message = "cannot connect to \(endpoint): \(reason(error))"
        }
        return InputError(Diagnostics([.error(message, at: at)]))
    }

    /// A short reason for a network or TLS error (TLS: `tlsReason`, with the URL's host).
    func reason(_ error: (any Error)?) -> String {
        guard let error else { return "unknown error" }
        if let tls = PostgresConnector.tlsReason(error, host: url.host) { return tls }
        return PostgresConnector.reason(error)
    }

    /// A short reason for a network error.
    static func reason(_ error: (any Error)?) -> String {
        guard let error else { return "unknown error" }
        if let channel = error as? ChannelError, case .connectTimeout(let amount) = channel {
            return "no answer within \(amount.nanoseconds / 1_000_000_000) s"
        }
        if let io = error as? IOError {
            return String(cString: strerror(io.errnoCode)).lowercased()
        }
        if let connection = error as? NIOConnectionError {
            if let first = connection.connectionErrors.first { return reason(first.error) }
            if connection.dnsAError != nil || connection.dnsAAAAError != nil { return "host not found" }
            return "cannot reach the host"
        }
        if let tls = tlsReason(error) { return tls }
        return "\(type(of: error))"  // never the error's text: it may hold paths or secrets
    }
}
#endif
