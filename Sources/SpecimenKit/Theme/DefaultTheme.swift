import Foundation

/// The theme compiled into the binary from the repo's theme/ folder.
///
/// The `EmbedDefaultTheme` build plugin generates `embeddedFiles`, so an installed
/// `specimen` needs no theme folder of its own.
public enum DefaultTheme {
    /// Every file of the default theme by its path inside theme/.
    public static var files: [String: Data] {
        embeddedFiles.compactMapValues { Data(base64Encoded: $0) }
    }
}
