import SiteData
import SiteOutput

extension OutputError: UserFacingError {
    public var message: String { "error: " + description }
}
