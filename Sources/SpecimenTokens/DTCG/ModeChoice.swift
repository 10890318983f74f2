import Foundation
import SpecimenDiagnostics

/// Which modifier of the resolver becomes the site's modes, and which context every other
/// modifier applies: `content/tokens/modes.yml`, optional.
///
/// ```yaml
/// modifier: theme                 # its contexts become the modes (default: the one whose contexts look like themes)
/// contexts: [light, dark]         # which of them, in this order (default: all, the modifier's `default` first)
/// inputs:                         # the context of every other modifier (default: its `default`)
///   density: compact
/// ```
///
/// The Resolver Module calls a choice of contexts "inputs"; Specimen renders every mode at
/// once, so it takes one modifier's contexts as its modes and fixed inputs for the rest.
package struct ModeChoice {
    package init() {}

    /// The modifier whose contexts are the modes, where it was written.
    package var modifier: (name: String, location: SourceLocation)?
    /// The contexts to render, in order.
    package var contexts: [(name: String, location: SourceLocation)]?
    /// The context each other modifier applies.
    package var inputs: [String: (context: String, location: SourceLocation)] = [:]

    /// The file's name in the tokens folder.
    package static let fileName = "modes.yml"

    /// Reads `modes.yml` in a tokens folder: `nil` without problems when there is none. The YAML
    /// reader (`ModeChoice.load` in SpecimenYAML) is passed in, so this module needs only Foundation.
    package typealias Reader = (_ folder: URL, _ displayPath: String) -> (ModeChoice?, [Diagnostic])
}
