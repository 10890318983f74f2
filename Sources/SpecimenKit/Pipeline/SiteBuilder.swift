import Foundation
import SpecimenTokens

/// Builds a whole site in one go; `SiteSession` does the work and keeps state for rebuilds, `SiteWriter` writes it.
public enum SiteBuilder {
    /// Builds `project`. Never throws: every problem is a diagnostic in the report.
    public static func build(_ project: Project, options: BuildOptions = BuildOptions()) -> BuildReport {
        var session = SiteSession(project: project, options: options)
        return session.build()
    }
}
