import Foundation
import SiteData
import SiteGen

extension PreviewSession {
    /// Loads the site (again). The first load's usage errors (no content folder, bad --today)
    /// end `serve`; every other problem is shown and waits for the next change, while the last
    /// good site stays served.
    func reload(first: Bool) throws {
        let start = Date()
        do {
            let loadedSite = try PreviewSite(options: options)
            // Problems are found again by the new load; the old one's background work stops.
            site?.cards.cancel()
            state.clearAthletes()
            state.set(PreviewState.site, nil)
            let new = LazySite(site: loadedSite, state: state, keep: keptAthletes, log: log)
            let old = replaceSite(with: new)
            old?.close()
            for warning in loadedSite.warnings { log(warning.description) }
            // The athlete looked at last is likely open: its pages are ready when it reloads.
            if let recent = old?.athletes.kept.last, loadedSite.slugs.contains(recent) {
                _ = new.file(at: recent + "/index.html")
            }
            state.succeeded()
            let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
            log(first ? "Loaded \(FailureReport.count(loadedSite.slugs.count, "athlete")) in \(seconds) s; pages are rendered when first asked for."
                      : "Loaded the site again in \(seconds) s.")
        } catch let error as UsageError where first {
            throw error
        } catch let error as any UserFacingError {
            state.set(PreviewState.site, error.message)
            log(error.message)
            log(first ? "The site could not be loaded; serving the error until it is fixed."
                      : "The site could not be loaded; still serving the last good pages.")
        }
    }

    /// Brings the pages up to date after `paths` changed (nil: anything may have changed), then
    /// tells open pages to reload, once the new pages are ready.
    func apply(changed paths: [String]?) {
        let start = Date()
        guard let current = site else { try? reload(first: false); return }
        let content = URL(fileURLWithPath: options.contentFolder).path
        guard case .athletes(let slugs) = SiteChange(paths, content: content, slugs: Set(current.site.slugs)) else {
            try? reload(first: false)
            return
        }
        // A new or removed athlete, or a new name, changes every page's athlete switcher.
        let renamed = slugs.contains { current.site.currentName(of: $0) != current.site.loadedName(of: $0) }
        if renamed || current.site.currentSlugs() != current.site.slugs {
            try? reload(first: false)
            return
        }
        var rendered: [String] = []
        for slug in slugs where current.athleteChanged(slug) { rendered.append(slug) }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
        if !rendered.isEmpty {
            state.succeeded()
            log("Rendered \(rendered.joined(separator: ", ")) again in \(seconds) s.")
        }
        for slug in slugs where !rendered.contains(slug) {
            log(state.current.error ?? "")
            log("\(slug) could not be rendered; still serving its last good pages.")
        }
    }

    /// Brings the pages up to date after every change until stopped. Switches to polling if
    /// file events stop being reliable, and watches the theme anew when site.yml names another.
    func watch(_ first: any FolderChanges) {
        defer { watcherDone.signal() }
        var watcher = first
        var roots = Self.watchedFolders(options)
        while watcher.waitForChange(stopping: stopping) {
            var paths = watcher.takeChangedPaths()
            if let reason = watcher.fallbackReason {
                watcher.close()
                watcher = PollingWatcher(roots: roots, reason: reason)
                log(watcher.summary)
                paths = nil
            }
            let now = Self.watchedFolders(options)
            if now != roots {
                roots = now
                watcher.watch(roots)
                paths = nil
            }
            apply(changed: paths)
        }
        watcher.close()
    }
}
