/// What `sitegen build --public --base-url URL --host NAME` put over site.yml's `public`,
/// `base_url` and `host`: the same checks as the file's keys, and a line for the build's
/// summary naming each flag that changed what the file says.
extension SiteConfig {
    /// A refused value of a flag or key, in words.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    /// The hosts whose limits a build knows (`host:` in site.yml, `--host`).
    public static let hosts = ["cloudflare-pages", "github-pages", "gitlab-pages", "netlify"]

    /// `host` trimmed and lowercased when it is one of `hosts`.
    public static func checkHost(_ text: String) -> Result<String, Problem> {
        let h = text.trimmingSpaces.lowercased()
        if hosts.contains(h) { return .success(h) }
        // `cloudflare` is the start of `cloudflare-pages`, too far for a spelling guess.
        var guess = TableDecoder.guess(h, among: hosts)
        if guess.isEmpty, h.count >= 3, let whole = hosts.first(where: { $0.hasPrefix(h) }) { guess = "; did you mean \(Quote.text(whole))?" }
        return .failure(Problem(message: "host \(Quote.text(text)) is not one of \(hosts.joined(separator: ", "))" + guess))
    }

    /// `--base-url`: the address as site.yml's `base_url` would store it.
    public static func checkBaseURL(_ text: String) -> Result<String, Problem> {
        switch SiteConfigLoader.baseURL(text.trimmingSpaces) {
        case .address(let a): return .success(a)
        case .refused(let why): return .failure(Problem(message: "--base-url \(Quote.text(text)) \(why)"))
        }
    }

    /// Applies the flags (nil: not given); returns what each changed, in words, for the
    /// summary: `--public (site.yml: public: false)`.
    public mutating func override(isPublic: Bool?, baseURL: String?, host: String?) -> [String] {
        var changed: [String] = []
        if let isPublic, isPublic != self.isPublic {
            changed.append("--\(isPublic ? "public" : "private") over site.yml's public: \(self.isPublic)")
            self.isPublic = isPublic
        }
        if let baseURL, baseURL != self.baseURL {
            changed.append("--base-url \(baseURL) over site.yml's " + (self.baseURL.map { "base_url: \($0)" } ?? "no base_url"))
            self.baseURL = baseURL
        }
        if let host, host != self.host {
            changed.append("--host \(host) over site.yml's " + (self.host.map { "host: \($0)" } ?? "no host"))
            self.host = host
        }
        return changed
    }
}
