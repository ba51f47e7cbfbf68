import Foundation

/// What `sitegen build` (and `check`, `packet`) were asked to do.
public struct BuildOptions: Sendable {
    /// The content folder, as the user typed it (messages show paths relative to it).
    public var contentFolder: String = "content"
    public var outputFolder: String = "_site"
    /// `--today`, `YYYY-MM-DD`.
    public var today: String?
    /// `--athlete`, repeatable; empty means every athlete.
    public var athletes: [String] = []
    /// `--source URL` (a `postgres://` URL); overrides `source:` in site.yml.
    public var source: String?
    /// The kinds of `--source` URL this sitegen knows, by scheme (`DataSourceScheme`); empty:
    /// content folders only.
    public var sources: [DataSourceScheme] = []
    /// `--from/--to`: an extra report range.
    public var from: String?
    public var to: String?
    /// Athletes built at once.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// A theme folder to use instead of looking one up by name.
    public var themeDirectory: String?
    /// `--strict`: any warning fails the run (exit 1, nothing written).
    public var strict = false
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The clock that gives today when nothing else does (`TodayResolver`); tests fix it.
    public var clock: @Sendable () -> Date = { Date() }
    /// `--force`: render every athlete, reusing none from the previous site.
    public var force = false
    /// `--shard i/n`: build only the athletes of shard `i` (`BuildShard`), and no site-wide files.
    public var shard: BuildShard?
    /// `--documents` / `--no-documents`: whether the site carries the coach's documents (résumé
    /// and report PDFs, packet zips); nil: as site.yml's `documents` says (default yes).
    public var documents: Bool?
    /// `--merge DIR`, repeatable: outputs of `--shard` builds whose athletes this build reuses.
    public var merge: [String] = []
    /// `--public` / `--private`, `--base-url URL`, `--host NAME`: over site.yml's `public`,
    /// `base_url` and `host` (nil: as the file says). The summary names each that changed it.
    public var publicSite: Bool?
    public var baseURL: String?
    public var host: String?
    /// sitegen's version, part of every fingerprint (`InputFingerprint`): a new version renders
    /// everything. Not the binary's bytes or date: the machines of a sharded build each build
    /// their own sitegen (a sitegen changed without a new version needs `--force`). Tests
    /// change it to stand for another version.
    var buildStamp = SiteGenVersion.current

    public init() {}
}
