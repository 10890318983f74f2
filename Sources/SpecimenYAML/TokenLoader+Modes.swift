import Foundation
import SpecimenDiagnostics
import SpecimenTokens

// The token readers with `modes.yml` read for them: SpecimenTokens cannot read YAML itself.

extension TokenLoader {
    /// Reads every token file in `folder`, `modes.yml` included (see `load(folder:displayPrefix:readingModes:)`).
    package static func load(folder: URL, displayPrefix: String, reader: TokenFileReader = TokenFileReader()) -> (TokenModel, [Diagnostic]) {
        load(folder: folder, displayPrefix: displayPrefix, readingModes: ModeChoice.load, reader: reader)
    }
}

extension TokenExport {
    /// The export of the tokens in `folder`, `modes.yml` included (see `export(folder:displayPrefix:format:typeName:readingModes:)`).
    public static func export(
        folder: URL, displayPrefix: String, format: Format, typeName: String = "DesignTokens"
    ) -> (text: String?, diagnostics: [Diagnostic]) {
        export(folder: folder, displayPrefix: displayPrefix, format: format, typeName: typeName, readingModes: ModeChoice.load)
    }
}
