import Widgets

/// The schools map: every school with coordinates (name, place, status and its colour, link),
/// and the names of those without, which the map lists as "not on the map".
struct SchoolMapValue: Sendable {
    var schools: [SchoolMap.School]
    var notOnMap: [String]
}
