import Foundation
import SiteData
@testable import SiteGen

extension BuildContext {
    /// A build context for page tests that render without loading a content folder: what pages
    /// read is given, the pipeline's part is empty (a source over a folder that does not exist).
    static func forPages(siteTitle: String, strings: Strings, specs: [PageKind: PageSpec], today: LocalDate,
                         isPublic: Bool, athletes: [AthleteLink]) -> BuildContext {
        let nowhere = URL(fileURLWithPath: "/nonexistent-content")
        return BuildContext(contentURL: nowhere, displayRoot: "content", config: SiteConfig(),
                            timeZone: TimeZone(identifier: "UTC")!,
                            source: ContentFolderSource(contentFolder: nowhere, displayRoot: "content"),
                            slugs: athletes.map(\.slug), customRanges: [], warnings: Diagnostics(), stylesheet: "",
                            siteTitle: siteTitle, strings: strings, specs: specs, today: today, isPublic: isPublic,
                            athletes: athletes)
    }
}
