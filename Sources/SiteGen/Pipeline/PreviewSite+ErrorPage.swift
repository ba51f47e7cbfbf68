import SiteData
import Widgets

extension PreviewSite {
    /// What `sitegen serve` shows in place of the pages of an athlete whose files have errors
    /// and who has no last good pages to show: the athlete, the problems as the terminal shows
    /// them, and what to do. A plain page of its own (no stylesheet, no script but the preview's):
    /// it is never part of a built site.
    public func errorPage(slug: String, message: String) -> [UInt8] {
        let title = "\(slug) could not be rendered"
        let html = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>\(title.escapedText)</title></head>\n"
            + "<body><main><h1>\(title.escapedText)</h1>\n"
            + "<p>The files of this athlete have errors, and there are no pages of it from before to show. "
            + "Fix the files and save: this page reloads.</p>\n"
            + "<pre>\(message.escapedText)</pre>\n"
            + "<p><a href=\"/\">Go to the site's home page</a></p></main></body></html>\n"
        return Array(html.utf8)
    }
}
