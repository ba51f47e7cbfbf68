import SiteData
import Widgets

extension SchoolPages.Detail {
    /// `schools/<school>/interactions/`: every interaction, 250 a page, when the school page
    /// shows fewer than there are (the timeline's `limit`).
    var interactionsFolder: String? {
        athlete.schoolPath(school.id).map { String($0.dropLast("index.html".count)) + "interactions" }
    }

    func hasInteractionPages(_ count: Int) -> Bool {
        guard let limit = athlete.build.specs[.school]?.limit(of: SchoolPages.Detail.Dataset.schoolInteractions) else { return false }
        return count > limit && interactionsFolder != nil
    }

    func fullList(for dataset: SchoolPages.Detail.Dataset, in page: Page) -> FullList? {
        // The latest posts (the widget's `limit`), each in full in the social feed: link it.
        if dataset == .schoolPosts {
            guard let limit = athlete.build.specs[.school]?.limit(of: SchoolPages.Detail.Dataset.schoolPosts), postCount > limit else { return nil }
            return FullList(href: page.href(SocialFeedPages.path(athlete.slug)), count: postCount, label: page.t(.feedViewAll))
        }
        // Asked for every widget of the page: count only for the one that has a full list.
        guard dataset == .schoolInteractions, let folder = interactionsFolder else { return nil }
        let count = interactions.count
        guard hasInteractionPages(count) else { return nil }
        return FullList(href: page.href(ListPages.path(folder, pageNumber: 1)), count: count)
    }

    func interactionPages() -> OutputFiles {
        let all = interactions
        guard hasInteractionPages(all.count), let folder = interactionsFolder, let schoolPath = athlete.schoolPath(school.id) else { return [] }
        let strings = athlete.build.strings
        let list = ListPages(athlete: athlete, folder: folder, tab: .schools,
                             title: "\(strings[.schoolsSchoolInteractions]) · \(school.name)",
                             back: (schoolPath, school.name), count: all.count, rowBytes: ListPages.lineRow)
        return list.render { range, page in
            WidgetRenderer.listPage(.timeline, .timeline(Array(timeline[range])),
                                    page: page, idPrefix: "interactions")
        }
    }
}
