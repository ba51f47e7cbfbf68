import SiteData
import Foundation
import FuzzDriver

/// A CSV file: the reader must return (rows and problems) for any bytes, never trap or hang.
FuzzDriver.run { bytes in
    _ = CSVReader.read(bytes, file: "fuzz.csv")
}
