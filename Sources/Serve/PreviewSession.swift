import FlyingSocks
import Foundation
import SiteData
import SiteGen

/// `sitegen serve`: loads the site (settings, theme, athletes' names), listens on loopback at
/// once and renders each page when it is first asked for, into memory (`LazySite`): nothing is
/// written to disk and nothing is left to delete at exit. It watches the content folder and the
/// theme; a change to one athlete's files renders that athlete again (and the family index when
/// its card changed), any other change loads the site again, and open pages reload.
///
/// A failed render leaves the athlete's last good pages in place and shows its messages in the
/// terminal and, through the live-reload script, as an overlay in the page. The script is added
/// to HTML responses only; the served bytes are otherwise what `sitegen build` writes.
public final class PreviewSession: @unchecked Sendable {
    public let options: BuildOptions
    public let host: String
    public let requestedPort: UInt16
    /// The host names requests may be addressed to (`--host`, `--allowed-host`, loopback names).
    let allowedHosts: AllowedHosts
    /// The `--allowed-host` values as given (checked by `start()`).
    private let extraHosts: [String]
    /// Terminal output (one line per call).
    let log: @Sendable (String) -> Void
    /// `http://host:port/`, once started.
    public private(set) var address = ""
    /// How many athletes' files are kept in memory at most (the least recently asked for go).
    public let keptAthletes: Int

    let state = PreviewState()
    private let siteLock = NSLock()
    private var loaded: LazySite?
    private var server: PreviewServer?
    let stopping = Flag()
    let watcherDone = DispatchSemaphore(value: 0)
    private var watcherStarted = false
    /// How changes are noticed; made before the site is loaded, so a save during it is not missed.
    private var watcher: (any FolderChanges)?
    /// How changes are noticed, for the terminal (`Watching 602 folders for changes (…).`).
    public var watchSummary: String { watcher?.summary ?? "" }

    /// `options.outputFolder` is ignored: nothing is written.
    /// `allowedHosts`: more host names requests may be addressed to (`--allowed-host`).
    public init(options: BuildOptions, host: String = "127.0.0.1", port: UInt16 = 8000, allowedHosts: [String] = [],
                keptAthletes: Int = 8, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.host = host
        self.requestedPort = port
        self.allowedHosts = AllowedHosts(host: host, extra: allowedHosts)
        self.extraHosts = allowedHosts
        self.keptAthletes = keptAthletes
        self.log = log
    }

    /// The site as served now; nil while its settings have errors.
    var site: LazySite? {
        siteLock.lock(); defer { siteLock.unlock() }
        return loaded
    }

    /// Puts `new` in place of the site served; returns the one before.
    func replaceSite(with new: LazySite) -> LazySite? {
        siteLock.lock(); defer { siteLock.unlock() }
        let old = loaded
        loaded = new
        return old
    }

    /// Loads the site, starts listening and starts watching. Throws `UsageError` for a port in
    /// use, a host that is not an IP address, an `--allowed-host` that is not a host name, or a
    /// content folder that does not exist.
    public func start() async throws {
        if let problem = extraHosts.lazy.compactMap(AllowedHosts.problem).first { throw UsageError(problem) }
        let watcher = FolderWatcher.make(roots: Self.watchedFolders(options))
        AllocatorTuning.startBackgroundThreads()
        do {
            try reload(first: true)
            try listen()
        } catch {
            watcher.close()
            site?.close()
            throw error
        }
        self.watcher = watcher
        watcherStarted = true
        let thread = Thread { [self] in watch(watcher) }
        thread.name = "sitegen-serve-watch"
        thread.start()
    }

    /// Stops serving and watching (within a few tenths of a second: a render under way for a
    /// request is not waited for beyond the server's own limit).
    public func stop() async {
        stopping.set()
        site?.cards.cancel()  // a request for the sitemap waiting for cards is answered at once
        server?.stop()
        if watcherStarted { watcherDone.wait() }
        site?.close()
    }

    /// The content folder, and the folder of the theme the build will use when it is on disk.
    static func watchedFolders(_ options: BuildOptions) -> [URL] {
        let content = URL(fileURLWithPath: options.contentFolder)
        let (config, _) = ContentFolderSource.loadConfig(contentFolder: content, displayRoot: options.contentFolder)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "sitegen", relativeTo: cwd)
        let theme = Theme.searchPaths(name: config.theme, themeDirectory: options.themeDirectory.map { URL(fileURLWithPath: $0) },
                                      contentDirectory: content, executable: executable, currentDirectory: cwd)
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("theme.yml").path) }
        return [content] + (theme.map { [$0] } ?? [])
    }

    // MARK: Serving

    private func listen() throws {
        let socketAddress = try Self.socketAddress(host: host, port: requestedPort)
        let handler = SiteHandler(session: self)
        let server: PreviewServer
        do {
            server = try PreviewServer(address: socketAddress, handler: { handler.respond(to: $0) })
        } catch {
            throw Self.describe(error, host: host, port: requestedPort)
        }
        let port = server.port ?? requestedPort
        address = host.contains(":") ? "http://[\(host)]:\(port)/" : "http://\(host):\(port)/"
        self.server = server
        server.start()
    }

    /// The socket address for `--host` and `--port` (`localhost` is 127.0.0.1).
    static func socketAddress(host: String, port: UInt16) throws -> any SocketAddress {
        do {
            return host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port)
                                      : try sockaddr_in.inet(ip4: host == "localhost" ? "127.0.0.1" : host, port: port)
        } catch {
            throw UsageError("--host \"\(host)\" is not an IP address (for example 127.0.0.1)")
        }
    }

    static func describe(_ error: any Error, host: String, port: UInt16) -> UsageError {
        if case SocketError.failed(_, let code, _) = error, code == EADDRINUSE {
            return UsageError("port \(port) on \(host) is already in use; stop what is using it or choose another with --port N")
        }
        if case SocketError.failed(_, let code, _) = error, code == EACCES {
            return UsageError("port \(port) on \(host) needs more privileges; choose one above 1023 with --port N")
        }
        return UsageError("could not listen on \(host):\(port): \(error)")
    }
}

/// A flag set once, read from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
