import SiteData

extension SiteBuilder {
    /// `--public`/`--private`, `--base-url` and `--host` over what site.yml says: checked as the
    /// file's keys are (a refused one stops the build before anything is read), then applied.
    /// Returns what each changed, in words, for the summary.
    func applyFlags(to config: inout SiteConfig) throws -> [String] {
        var baseURL: String?, host: String?
        if let text = options.baseURL {
            switch SiteConfig.checkBaseURL(text) {
            case .success(let address): baseURL = address
            case .failure(let problem): throw UsageError(problem.message)
            }
        }
        if let text = options.host {
            switch SiteConfig.checkHost(text) {
            case .success(let h): host = h
            case .failure(let problem): throw UsageError("--" + problem.message)
            }
        }
        return config.override(isPublic: options.publicSite, baseURL: baseURL, host: host)
    }
}
