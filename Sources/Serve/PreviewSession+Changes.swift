import Foundation
import SiteData
import SiteGen

extension PreviewSession {
    /// Loads the site (again). The first load's usage errors (no content folder, bad --today)
    /// end `serve`; every other problem is shown and waits for the next change, while the last
    /// good site stays served. Problems are printed as `build` prints them.
    func reload(first: Bool) throws {
        let start = Date()
        do {
            let loadedSite = try PreviewSite(options: options)
            // Problems are found again by the new load; the old one's background work stops.
            site?.cards.cancel()
            state.clearAthletes()
            state.set(PreviewState.site, nil)
            let new = LazySite(site: loadedSite, state: state, keep: keptAthletes, lastGood: site?.carriedOver() ?? [:], log: log)
            let old = replaceSite(with: new)
            old?.close()
            if !loadedSite.warnings.isEmpty { log(DiagnosticPrinter(color: false).lines(loadedSite.warnings).joined(separator: "\n")) }
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
        } catch let error as InputError {
            state.set(PreviewState.site, error.message)
            let outcome = first ? "the site could not be loaded; serving the errors until they are fixed"
                                : "the site could not be loaded; still serving the last good pages"
            log(FailureReport(diagnostics: error.diagnostics.items, strict: false, outcome: outcome)
                .lines(DiagnosticPrinter(color: false)).joined(separator: "\n"))
        } catch let error as any UserFacingError {
            state.set(PreviewState.site, error.message)
            log(error.message)
            log(first ? "The site could not be loaded; serving the error until it is fixed."
                      : "The site could not be loaded; still serving the last good pages.")
        }
    }

    /// Brings the pages up to date after `paths` changed (nil: anything may have changed), then
    /// tells open pages to reload, once the new pages are ready. An athlete whose files fail
    /// keeps its last good pages (and card); its problems are printed and shown in the overlay.
    func apply(changed paths: [String]?) {
        let start = Date()
        guard let current = site else { try? reload(first: false); return }
        let content = URL(fileURLWithPath: options.contentFolder).path
        guard case .athletes(let slugs) = SiteChange(paths, content: content, slugs: Set(current.site.slugs)),
              current.site.currentSlugs() == current.site.slugs else {
            // A new or removed athlete changes every page's athlete switcher.
            try? reload(first: false)
            return
        }
        var rendered: [String] = []
        var renamed = false
        for slug in slugs {
            let (ok, card) = current.athleteChanged(slug)
            guard ok else { continue }
            rendered.append(slug)
            // A new name changes every page's athlete switcher. (A profile that does not load
            // says nothing about the name: the athlete keeps its last good pages instead.)
            if let card, card.name != current.site.loadedName(of: slug) { renamed = true }
        }
        if renamed {
            try? reload(first: false)
            return
        }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
        if !rendered.isEmpty {
            state.succeeded()
            log("Rendered \(rendered.joined(separator: ", ")) again in \(seconds) s.")
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
