import FlyingSocks
import Foundation
import SiteData
import SiteGen

/// `sitegen serve`: builds the site into a temporary folder, serves it over HTTP on loopback,
/// watches the content folder and the theme, rebuilds on every change and reloads open pages.
///
/// A failed rebuild leaves the last good site in place (the build's atomic replace) and shows
/// its messages in the terminal and, through the live-reload script, as an overlay in the page.
/// The script is added to HTML responses only; the built files never contain it.
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

    /// The temporary folder; the site is built into `site/` inside it.
    public let workFolder: URL
    public var siteFolder: URL { workFolder.appendingPathComponent("site") }
    /// `http://host:port/`, once started.
    public private(set) var address = ""

    let state = PreviewState()
    private var server: PreviewServer?
    private let stopping = Flag()
    private let watcherDone = DispatchSemaphore(value: 0)
    private var watcherStarted = false
    /// How changes are noticed; made before the first build, so a save during it is not missed.
    private var watcher: (any FolderChanges)?
    /// How changes are noticed, for the terminal (`Watching 602 folders for changes (…).`).
    public var watchSummary: String { watcher?.summary ?? "" }

    /// `options.outputFolder` is ignored: the site goes to a new temporary folder.
    /// `allowedHosts`: more host names requests may be addressed to (`--allowed-host`).
    public init(options: BuildOptions, host: String = "127.0.0.1", port: UInt16 = 8000, allowedHosts: [String] = [],
                log: @escaping @Sendable (String) -> Void) {
        var options = options
        workFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-serve-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        options.outputFolder = workFolder.appendingPathComponent("site").path
        self.options = options
        self.host = host
        self.requestedPort = port
        self.allowedHosts = AllowedHosts(host: host, extra: allowedHosts)
        self.extraHosts = allowedHosts
        self.log = log
    }

    /// Builds once, starts listening and starts watching. Throws `UsageError` for a port in use,
    /// a host that is not an IP address, an `--allowed-host` that is not a host name, or a
    /// content folder that does not exist.
    public func start() async throws {
        if let problem = extraHosts.lazy.compactMap(AllowedHosts.problem).first { throw UsageError(problem) }
        try makeWorkFolder()
        let watcher = FolderWatcher.make(roots: Self.watchedFolders(options))
        do {
            try rebuild(first: true)
            try listen()
        } catch {
            watcher.close()
            try? FileManager.default.removeItem(at: workFolder)
            throw error
        }
        self.watcher = watcher
        watcherStarted = true
        let thread = Thread { [self] in watch(watcher) }
        thread.name = "sitegen-serve-watch"
        thread.start()
    }

    /// Stops serving and watching, and removes the temporary folder.
    public func stop() async {
        stopping.set()
        server?.stop()
        if watcherStarted { watcherDone.wait() }
        try? FileManager.default.removeItem(at: workFolder)
    }

    /// The temporary folder, made readable by this user only (0700) from the start: the preview
    /// holds private notes and coaches' contact details, and /tmp is shared.
    private func makeWorkFolder() throws {
        guard mkdir(workFolder.path, 0o700) == 0 else {
            let reason = String(cString: strerror(errno))
            throw UsageError("could not make the temporary folder \(workFolder.path): \(reason)")
        }
    }

    // MARK: Building

    /// One build. The first one's usage errors (no content folder, bad --today) end `serve`;
    /// every other problem is shown and waits for the next change.
    private func rebuild(first: Bool) throws {
        let start = Date()
        do {
            let summary = try SiteBuilder(options: options).build()
            state.succeeded()
            for warning in summary.warnings { log(warning.description) }
            let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
            log(first ? "Built \(summary.pages) pages in \(seconds) s." : "Rebuilt \(summary.pages) pages in \(seconds) s.")
        } catch let error as UsageError where first {
            throw error
        } catch let error as any UserFacingError {
            state.failed(error.message)
            log(error.message)
            log(first ? "The build failed; serving the error until it is fixed." : "The build failed; still serving the last good site.")
        }
    }

    /// Rebuilds after every change until stopped. Switches to polling if file events stop being
    /// reliable, and watches the theme anew when site.yml names another.
    private func watch(_ first: any FolderChanges) {
        defer { watcherDone.signal() }
        var watcher = first
        var roots = Self.watchedFolders(options)
        while watcher.waitForChange(stopping: stopping) {
            if let reason = watcher.fallbackReason {
                watcher.close()
                watcher = PollingWatcher(roots: roots, reason: reason)
                log(watcher.summary)
            }
            let now = Self.watchedFolders(options)
            if now != roots {
                roots = now
                watcher.watch(roots)
            }
            try? rebuild(first: false)
        }
        watcher.close()
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
