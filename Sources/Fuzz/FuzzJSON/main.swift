import SiteData
import Foundation
import FuzzDriver

/// A JSON table file: the reader must return for any bytes (deep nesting included).
FuzzDriver.run { bytes in
    _ = JSONReader.read(bytes, file: "fuzz.json")
}
