#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Albers equal-area conic projection on the unit sphere, with the usual parameters for the
/// contiguous United States: standard parallels 29.5°N and 45.5°N, origin 23°N 96°W.
/// Equal-area, so a cluster of schools looks as dense as it is; `y` grows northwards (the map
/// flips it for SVG).
public struct AlbersProjection: Sendable, Hashable {
    public var standardParallels: (Double, Double) { (parallel1, parallel2) }
    let parallel1: Double, parallel2: Double, originLatitude: Double, centralMeridian: Double

    public init(parallel1: Double = 29.5, parallel2: Double = 45.5, originLatitude: Double = 23, centralMeridian: Double = -96) {
        self.parallel1 = parallel1
        self.parallel2 = parallel2
        self.originLatitude = originLatitude
        self.centralMeridian = centralMeridian
    }

    public static let contiguousUS = AlbersProjection()

    /// (x, y) on the unit sphere's projection plane for a longitude and latitude in degrees.
    public func project(lon: Double, lat: Double) -> (x: Double, y: Double) {
        let rad = Double.pi / 180
        let s1 = sin(parallel1 * rad), s2 = sin(parallel2 * rad)
        let n = (s1 + s2) / 2
        let c = cos(parallel1 * rad) * cos(parallel1 * rad) + 2 * n * s1
        let rho0 = (c - 2 * n * sin(originLatitude * rad)).squareRoot() / n
        let rho = Swift.max(0, c - 2 * n * sin(lat * rad)).squareRoot() / n
        let theta = n * (lon - centralMeridian) * rad
        return (rho * sin(theta), rho0 - rho * cos(theta))
    }
}
