#if Postgres
import Foundation
import PostgresNIO
import SiteData

extension PostgresConnector {
    /// The driver's TLS setting for the URL's `sslmode` and `sslrootcert`, as libpq reads them:
    /// `verify-ca` checks the chain only, `verify-full` the chain and the host name, `require`
    /// with a root-certificate file behaves as `verify-ca`; the roots are that file's
    /// certificates, else the system's.
    func makeTLS() throws(InputError) -> PostgresConnection.Configuration.TLS {
        let mode = url.sslMode
        guard mode != .disable else { return .disable }
        var tls = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case .verifyFull:
            tls.certificateVerification = .fullVerification
        case .verifyCA:
            tls.certificateVerification = .noHostnameVerification
        case .require where url.rootCertificateFile != nil:
            tls.certificateVerification = .noHostnameVerification
        default:
            tls.certificateVerification = .none
        }
        if tls.certificateVerification != .none, let file = url.rootCertificateFile {
            tls.trustRoots = .certificates(try rootCertificates(file))
        }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: tls)
        } catch {
            throw InputError(Diagnostics([.error("cannot set up TLS: \(PostgresConnector.tlsReason(error) ?? "unknown error")",
                                                 at: location)]))
        }
        return mode == .prefer ? .prefer(context) : .require(context)
    }

    /// The certificates of a PEM file; an error naming the file when it cannot be read or holds none.
    func rootCertificates(_ file: String) throws(InputError) -> [NIOSSLCertificate] {
        func fail(_ why: String) -> InputError {
            InputError(Diagnostics([.error("cannot use the root certificate file \"\(file)\" (sslrootcert): \(why)", at: location)]))
        }
        let fd = open(file, O_RDONLY)
        guard fd >= 0 else { throw fail(String(cString: strerror(errno)).lowercased()) }
        let bytes = FileHandle(fileDescriptor: fd, closeOnDealloc: true).readDataToEndOfFile()
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(bytes)), !certificates.isEmpty else {
            throw fail("it holds no PEM certificate")
        }
        return certificates
    }

    /// What went wrong in TLS, in plain words, when `error` (or what it wraps) is a TLS error;
    /// never BoringSSL's own text, which names source files of the machine sitegen was built on.
    /// `host`: the name the certificate should carry.
    static func tlsReason(_ error: any Error, host: String = "this host") -> String? {
        if let psql = error as? PSQLError, let underlying = psql.underlying { return tlsReason(underlying, host: host) }
        if let extra = error as? NIOSSLExtraError {
            if extra == .failedToValidateHostname {
                return "the server's certificate is not for \(host) (name mismatch)"
            }
            return "TLS failed (\(extra))"
        }
        if let boring = error as? BoringSSLError {
            switch boring {
            case .sslError(let stack), .unknownError(let stack):
                let reasons = stack.map { reasonName($0.description) }
                if reasons.contains("CERTIFICATE_VERIFY_FAILED") {
                    return "the server's certificate is not trusted (it is not signed by a trusted root certificate)"
                }
                if reasons.isEmpty { return "the TLS handshake failed" }
                return "the TLS handshake failed (\(reasons.map { $0.lowercased().replacingOccurrences(of: "_", with: " ") }.joined(separator: ", ")))"
            default:
                return "the TLS handshake failed"
            }
        }
        guard let ssl = error as? NIOSSLError else { return nil }
        switch ssl {
        case .handshakeFailed(let boring): return tlsReason(boring)
        case .uncleanShutdown: return "the server ended the TLS session without closing it"
        case .noCertificateToValidate: return "the server sent no certificate"
        case .unableToValidateCertificate: return "the server's certificate cannot be checked"
        case .failedToLoadCertificate: return "a certificate cannot be loaded"
        default: return "TLS failed"
        }
    }

    /// `CERTIFICATE_VERIFY_FAILED` from BoringSSL's
    /// `Error: N error:1000007d:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED at /path:line`.
    static func reasonName(_ description: String) -> String {
        guard let start = description.range(of: "error:") else { return "" }
        var text = description[start.upperBound...]
        if let at = text.range(of: " at ") { text = text[..<at.lowerBound] }
        return String(text.split(separator: ":").last ?? "")
    }
}
#endif
