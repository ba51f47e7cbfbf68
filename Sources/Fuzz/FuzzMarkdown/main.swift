import SiteGen
import Foundation
import FuzzDriver

/// Markdown through the cmark wrapper: HTML, first heading and excerpt, for any text.
FuzzDriver.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    _ = Markdown.html(text)
    _ = Markdown.firstHeading(text)
    _ = Markdown.excerpt(text)
}
