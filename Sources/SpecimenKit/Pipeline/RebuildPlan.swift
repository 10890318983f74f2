/// What a rebuild must do after some paths changed, worked out from the paths alone (`InputKind`);
/// `SiteSession.rebuild(changed:)` carries it out against what the last build left.
struct RebuildPlan: Equatable {
    /// Something outside `content/` and `theme/` changed: only a full build is sure to be right.
    var needsFullBuild = false
    /// Tokens, contrast pairs or components changed: the design is loaded again.
    var designChanged = false
    /// Components changed: they are read again with the theme, and the tokens.
    var componentsChanged = false
    /// Token files changed: the tokens are read again. A save of the contrast pairs or the changelog alone keeps the
    /// design as it was, and evaluates the pairs or reads the versions again.
    var tokensChanged = false
    /// Layouts, partials, CSS or scripts changed: every page is laid out again.
    var themeChanged = false
    /// Guides created, edited or deleted, relative to `content/`.
    var guides: Set<String> = []
    /// Other content files created, edited or deleted, to copy or remove, relative to `content/`.
    var files: Set<String> = []
    /// Swift files of the app created, edited or deleted, relative to the project folder: only the
    /// uses and drift change (`AppCode`), so only the token pages, the adoption page and `tokens.json`.
    var appCode: Set<String> = []
    /// `content/swift.yml` changed: the app's code is read again, with the same consequences.
    var appCodeSettingChanged = false

    /// The plan for `changed`, paths relative to the project folder; `appCodeKind` tells the app's Swift files
    /// (`true`) and the other files of its folders, which change nothing (`false`), from the rest (`nil`).
    init(changed: [String], appCodeKind: (String) -> Bool? = { _ in nil }) {
        for path in changed {
            switch appCodeKind(path) {
            case true?:
                appCode.insert(path)
                continue
            case false?:
                continue
            case nil:
                break
            }
            let kind = InputKind(projectPath: path)
            switch kind {
            // A file in content/_specimen/ is reported by a full build's reading of content/.
            case .outside, .reserved: needsFullBuild = true
            case .theme: themeChanged = true
            case .tokens:
                designChanged = true
                tokensChanged = true
            case .contrastPairs, .changelogSetting: designChanged = true
            case .component:
                designChanged = true
                componentsChanged = true
            case .appCodeSetting: appCodeSettingChanged = true
            case .guide: guides.insert(String(path.dropFirst("content/".count)))
            case .publishedFile: files.insert(String(path.dropFirst("content/".count)))
            case .guideBackup: continue
            }
        }
    }
}
