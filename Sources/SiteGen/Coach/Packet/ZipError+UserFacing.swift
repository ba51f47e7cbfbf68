import CoachDocuments
import SiteData

/// A packet the ZIP format cannot hold (over 4 GiB) is the user's to fix: `sitegen packet` says
/// why and exits 1, not "internal error" with exit 2.
extension ZipWriter.ZipError: UserFacingError {
    package var message: String { "error: " + description }
}
