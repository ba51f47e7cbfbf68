import SiteData
import Widgets

extension DashboardPage {
    /// `<athlete>/tasks/`: every task, 100 a page, when the dashboard shows fewer than there are
    /// (the quick-tasks widget's `limit`); a club's long task list no longer makes the
    /// dashboard long.
    var tasksFolder: String { "\(athlete.slug)/tasks" }

    var tasksLimit: Int? { athlete.build.specs[.dashboard]?.limit(of: DashboardPage.Dataset.quickTasks) }

    var hasTaskPages: Bool { tasksLimit.map { athlete.models.dashboard.tasks.count > $0 } ?? false }

    func fullList(for dataset: DashboardPage.Dataset, in page: Page) -> FullList? {
        switch dataset {
        case .quickTasks where hasTaskPages:
            return FullList(href: page.href(ListPages.path(tasksFolder, pageNumber: 1)), count: athlete.models.dashboard.tasks.count)
        case .recentActivity where hasActivityPages:
            return FullList(href: page.href(ListPages.path(activityFolder, pageNumber: 1)), count: activityCount)
        default:
            return nil
        }
    }

    func taskRow(_ task: TaskItem, _ page: Page) -> TaskItemRow {
        TaskItemRow(text: task.text, done: task.isCompleted, date: page.date(task.createdAt))
    }

    func taskPages() -> OutputFiles {
        guard hasTaskPages else { return [] }
        let tasks = athlete.models.dashboard.tasks
        let strings = athlete.build.strings
        let list = ListPages(athlete: athlete, folder: tasksFolder, tab: .dashboard, title: strings[.dashboardQuickTasks],
                             back: (SitePath.dashboard(athlete.slug), strings[.pageDashboard]), count: tasks.count)
        return list.render { range, page in
            WidgetRenderer.listPage(.tasks, .tasks(tasks[range].map { taskRow($0, page) }), page: page, idPrefix: "tasks")
        }
    }
}
