import Foundation
import Widgets

/// The page header's bytes (`PageLayout.writeHeader`), written once per folder and tab of an
/// athlete instead of once a page (and the skip link and footer, once per athlete): a header is about a dozen links (site title, switcher,
/// tabs), each made relative to the page (a heavy athlete has a thousand pages, a
/// notes-only athlete thirty note pages).
///
/// One memo belongs to one athlete's context and one build (`AthleteContext.build` makes a
/// new one when it changes), so the build's settings, strings and athletes are the same for
/// every page that uses it. What else the header depends on is in each `Entry`: the page's
/// folder (links are relative to it), its tab (`aria-current`) and its athlete.
///
/// A link from a folder `F` is the same from any folder beside it (the same parent, the same
/// depth) unless the link's target lies inside `F`: so a header is also stored by its parent
/// folder with the targets it links, and found there for a sibling folder none of
/// those targets lie in (each note's own folder under `notes/`, each school's).
final class PageHeaderMemo: @unchecked Sendable {
    struct Entry {
        var tab: PageKind?
        var athlete: BuildContext.AthleteLink
        var bytes: [UInt8]
        /// The site paths the header links.
        var targets: [String]
    }

    /// Guards `entries`, `skip` and `foot`: pages of one athlete may render on several threads.
    private let lock = NSLock()
    /// By folder (`ana/notes/x/`); a folder's few entries (one a tab) found by comparing.
    private var entries: [String: [Entry]] = [:]
    /// By parent folder (`ana/notes/`), the entries its sub-folders share (`parent`):
    /// looked up with a slice of the page's folder, no String made.
    private var siblings: [Substring: [Entry]] = [:]
    private var skip: [UInt8]?
    private var foot: [UInt8]?

    /// The skip link every page of the build starts its body with, written by `write` the first time.
    func skipLink(_ write: (inout MarkupWriter) -> Void) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let skip { return skip }
        let bytes = MarkupWriter.bytes(capacity: 64, write)
        skip = bytes
        return bytes
    }

    /// The footer every page of the build ends with, written by `write` the first time.
    func footer(_ write: (inout MarkupWriter) -> Void) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let foot { return foot }
        let bytes = MarkupWriter.bytes(capacity: 128, write)
        foot = bytes
        return bytes
    }

    /// The header of a page in `folder` (ending in `/`; "" at the top), or nil when none is known yet.
    func header(folder: String, tab: PageKind?, athlete: BuildContext.AthleteLink) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        // Most folders are visited once a tab (each school's, each report range's): the
        // siblings' header first.
        if let parent = PageHeaderMemo.parent(folder), let list = siblings[parent] {
            for k in list.indices where list[k].tab == tab && list[k].athlete == athlete {
                if !list[k].targets.contains(where: { PageHeaderMemo.lies($0, in: folder) }) { return list[k].bytes }
                break
            }
        }
        guard let list = entries[folder] else { return nil }
        for k in list.indices where list[k].tab == tab && list[k].athlete == athlete { return list[k].bytes }
        return nil
    }

    /// Keeps the header written for a page in `folder`, that links `targets`.
    func keep(_ bytes: [UInt8], targets: [String], folder: String, tab: PageKind?, athlete: BuildContext.AthleteLink) {
        let entry = Entry(tab: tab, athlete: athlete, bytes: bytes, targets: targets)
        lock.lock()
        defer { lock.unlock() }
        PageHeaderMemo.add(entry, to: &entries[folder, default: []])
        if let parent = PageHeaderMemo.parent(folder), !targets.contains(where: { PageHeaderMemo.lies($0, in: folder) }) {
            PageHeaderMemo.add(entry, to: &siblings[Substring(String(parent)), default: []])
        }
    }

    private static func add(_ entry: Entry, to list: inout [Entry]) {
        list.removeAll { $0.tab == entry.tab && $0.athlete == entry.athlete }
        list.append(entry)
    }

    /// The folder of a page at `path`: everything up to and including its last `/` (what a
    /// relative link starts from, `SitePath.relative`).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[...slash])
    }

    /// `folder`'s parent folder (up to and including its `/`), the key its sibling folders
    /// share; nil for a top-level folder or the top.
    static func parent(_ folder: String) -> Substring? {
        let utf8 = folder.utf8
        guard utf8.count > 1, let slash = utf8[..<utf8.index(before: utf8.endIndex)].lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return folder[...slash]
    }

    /// Whether the site path `target` is inside `folder` (`SitePath.relative` then shares
    /// the whole folder): its bytes start with the folder's.
    static func lies(_ target: String, in folder: String) -> Bool {
        var target = target, folder = folder
        return target.withUTF8 { t in
            folder.withUTF8 { f in
                guard t.count >= f.count else { return false }
                for i in f.indices where t[i] != f[i] { return false }
                return true
            }
        }
    }
}
