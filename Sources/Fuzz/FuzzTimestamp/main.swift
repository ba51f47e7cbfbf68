import SiteData
import Foundation
import FuzzDriver

/// A timestamp, date or number cell: parsed by hand, so every index and overflow is checked here.
FuzzDriver.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    // A zone with DST, so the per-day offset cache and its exact lookups both run.
    _ = CellParsing.localDate(text, timeZone: TimeZone(identifier: "America/Denver")!)
    _ = LocalDate(iso: text)
    _ = CellParsing.number(text)
}
