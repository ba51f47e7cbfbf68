import Foundation
import SiteGen
import Testing
@testable import SiteServe

/// The Host check in front of every path (DNS rebinding), and what is never served.
@Suite(.serialized) struct SiteHandlerTests {
    static let paths = ["/", "/ana-diaz/", "/ana-diaz/notes/", "/__sitegen/status", "/__sitegen/live.js",
                        "/.sitegen-cache", "/no/such/page/"]

    /// Before: `curl -H 'Host: evil.example.com:PORT' http://127.0.0.1:PORT/ana-diaz/` answered 200.
    @Test func anotherHostIsRefusedOnEveryPathAndTheAllowedOnesAreAnswered() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        var options = BuildOptions()
        options.contentFolder = content.path
        options.environment = [:]
        options.jobs = 1
        let session = PreviewSession(options: options, host: "127.0.0.1", port: 0, allowedHosts: ["Preview.Test"], log: { _ in })
        try await session.start()
        let port = ServeSupport.port(of: session.address)
        let refusal = "sitegen serve refused this request: it was addressed to the host \"evil.example.com\", which is not an address "
            + "of this preview. Open http://127.0.0.1:\(port)/ instead, or, if you meant to use the name evil.example.com, "
            + "start sitegen serve again with --allowed-host evil.example.com.\n"
        for path in Self.paths {
            for method in ["GET", "HEAD", "POST"] {
                let answer = RawHTTP.get(port: port, path, host: "evil.example.com:\(port)", method: method)
                #expect(answer?.status == 403, "\(method) \(path)")
                #expect(answer?.body == (method == "HEAD" ? "" : refusal), "\(method) \(path)")
            }
            #expect(RawHTTP.get(port: port, path, host: "EVIL.example.com")?.status == 403)
            #expect(RawHTTP.get(port: port, path, host: nil)?.body
                == "This request has no Host header, which HTTP/1.1 requires; sitegen serve answers only requests that say which host they are for.\n")
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost", "[::1]:\(port)", "preview.test", "PREVIEW.TEST:80"] {
            #expect(RawHTTP.get(port: port, "/ana-diaz/", host: host)?.status == 200, "\(host)")
        }
        let two = RawHTTP.exchange(port: port, Array("GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example.com\r\n\r\n".utf8))
        #expect(two.answers.map(\.status) == [400])
        #expect(two.answers.first?.body == "This request has more than one Host header.\n")
        // A refused request's connection is closed, whatever it asked for.
        let kept = RawHTTP.exchange(port: port, Array("GET / HTTP/1.1\r\nHost: evil.example.com\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
        #expect(kept.answers.map(\.status) == [403])
        #expect(kept.answers.first?.fields["connection"] == "close")
        #expect(kept.seconds < 5)
        await session.stop()
    }

    /// Before: another site's page could probe athletes' slugs (an `<img>` answered 200 against
    /// 404), read photo sizes and frame private-note pages.
    @Test func anotherSitesRequestsAreRefusedAndNoAnswerCanBeFramed() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let session = PreviewSessionTests.session(content)
        try await session.start()
        let port = ServeSupport.port(of: session.address)
        func get(_ path: String, fetchSite: String?) -> RawHTTP.Answer? {
            let field = fetchSite.map { "Sec-Fetch-Site: \($0)\r\n" } ?? ""
            return RawHTTP.exchange(port: port, Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(field)Connection: close\r\n\r\n".utf8))
                .answers.first
        }
        let refusal = "sitegen serve refused this request: another web site's page asked for it (Sec-Fetch-Site: cross-site), "
            + "and the preview answers only its own pages. Open http://127.0.0.1:\(port)/ yourself, by typing or pasting the address.\n"
        for path in Self.paths {
            for value in ["cross-site", "Cross-Site"] {
                let answer = get(path, fetchSite: value)
                #expect(answer?.status == 403, "\(path)")
                #expect(answer?.body == refusal, "\(path)")
            }
        }
        for value in ["same-origin", "same-site", "none", nil] {
            #expect(get("/ana-diaz/", fetchSite: value)?.status == 200, "\(value ?? "no header")")
        }
        let answers = [get("/ana-diaz/", fetchSite: nil), get("/no/such/page/", fetchSite: nil), get("/", fetchSite: "cross-site"),
                       RawHTTP.get(port: port, "/", host: "evil.example.com"), get("/__sitegen/status", fetchSite: "same-origin")]
        #expect(answers.map { $0?.status } == [200, 404, 403, 403, 200])
        for answer in answers {
            #expect(answer?.fields["x-frame-options"] == "DENY")
            #expect(answer?.fields["content-security-policy"] == "frame-ancestors 'none'")
            #expect(answer?.fields["cross-origin-resource-policy"] == "same-origin")
        }
        await session.stop()
    }

    /// Dot-files (a build's `.sitegen` marker, `.git`) and `..` are never served: the preview
    /// answers only paths of the site's own files.
    @Test func dotFilesOfTheSiteAreNotServed() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let session = PreviewSessionTests.session(content)
        try await session.start()
        let port = ServeSupport.port(of: session.address)
        for path in ["/.sitegen", "/%2Esitegen", "/ana-diaz/../.sitegen", "/ana-diaz/../index.html", "/ana-diaz/.git/config"] {
            let answer = RawHTTP.get(port: port, path)
            #expect(answer?.status == 404, "\(path)")
            #expect(answer?.body.contains("<h1>") == true, "the site's 404 page")
        }
        await session.stop()
    }

    @Test func refusalsSayWhatWasRefusedAndHowToAllowIt() {
        let v6 = SiteHandler.refusal(.refused("fe80::1"), address: "http://127.0.0.1:8000/")
        #expect(v6?.status == 403)
        #expect(String(decoding: v6?.body ?? Data(), as: UTF8.self)
            == "sitegen serve refused this request: it was addressed to the host \"[fe80::1]\", which is not an address of this preview. "
            + "Open http://127.0.0.1:8000/ instead, or, if you meant to use the name [fe80::1], start sitegen serve again with --allowed-host [fe80::1].\n")
        #expect(SiteHandler.refusal(.malformed, address: "")?.status == 400)
        #expect(SiteHandler.refusal(.allowed, address: "") == nil)
    }
}
