import Testing
@testable import SiteServe

@Suite struct AllowedHostsTests {
    static let hosts = AllowedHosts(host: "127.0.0.1", extra: ["Preview.Test", "[fe80::1]"])

    @Test(arguments: ["localhost", "localhost:8000", "LOCALHOST:1", "127.0.0.1", "127.0.0.1:8000", "[::1]", "[::1]:8000",
                      "preview.test", "PREVIEW.test:80", "[FE80::1]:8000"])
    func loopbackNamesTheHostAndAllowedHostsAreAnsweredOnAnyPort(value: String) {
        #expect(Self.hosts.check([value]) == .allowed)
    }

    @Test(arguments: [("evil.example.com", "evil.example.com"), ("evil.example.com:8000", "evil.example.com"),
                      ("EVIL.example.com:8000", "evil.example.com"), ("localhost.evil.com", "localhost.evil.com"),
                      ("127.0.0.1.nip.io", "127.0.0.1.nip.io"), ("192.168.1.5:8000", "192.168.1.5"),
                      ("[::2]:8000", "::2"), ("localhost.", "localhost.")])
    func otherNamesAreRefused(value: String, name: String) {
        #expect(Self.hosts.check([value]) == .refused(name))
    }

    @Test func aMissingEmptyOrRepeatedHostIsNotAHostName() {
        #expect(Self.hosts.check([]) == .missing)
        #expect(Self.hosts.check([""]) == .missing)
        #expect(Self.hosts.check(["localhost", "localhost"]) == .several)
    }

    @Test(arguments: ["a b", "localhost:", "localhost:80:80", "localhost:x", "localhost:1234567", "[::1", "[::1]x",
                      "[]", "[g::1]", "user@localhost", "localhost/x", "http://localhost", "lоcalhost", "[::1]:８０"])
    func malformedValuesAreRefusedAsSuch(value: String) {
        #expect(Self.hosts.check([value]) == .malformed)
    }

    @Test func theHostServedOnIsAllowed() {
        #expect(AllowedHosts(host: "0.0.0.0").check(["0.0.0.0:8000"]) == .allowed)
        #expect(AllowedHosts(host: "::").check(["[::]:8000"]) == .allowed)
        #expect(AllowedHosts(host: "192.168.1.5").check(["192.168.1.5:8000"]) == .allowed)
        #expect(AllowedHosts(host: "127.0.0.1").check(["192.168.1.5:8000"]) == .refused("192.168.1.5"))
    }

    @Test func allowedHostValuesMustBeHostNames() {
        #expect(AllowedHosts.problem(with: "my-laptop.local") == nil)
        #expect(AllowedHosts.problem(with: "[fe80::1]") == nil)
        #expect(AllowedHosts.problem(with: "fe80::1") == nil)
        #expect(AllowedHosts.problem(with: "my-laptop.local:8000")
            == "--allowed-host \"my-laptop.local:8000\" is not a host name (for example my-laptop.local, without http:// or a port)")
        #expect(AllowedHosts.problem(with: "http://x") != nil)
        #expect(AllowedHosts.problem(with: "") != nil)
    }
}
