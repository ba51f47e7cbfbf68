import SiteData
import Foundation
import FuzzDriver

/// A note: YAML front matter and body, from any bytes decoded as UTF-8.
FuzzDriver.run { bytes in
    _ = NotesLoader.parse(text: String(decoding: bytes, as: UTF8.self), fileName: "2026-01-01-fuzz", file: "fuzz.md")
}
