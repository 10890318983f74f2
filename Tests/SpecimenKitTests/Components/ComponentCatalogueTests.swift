import Foundation
import Testing

@testable import SpecimenKit

/// The theme's catalogue: every pattern of the seeds, documented, with examples that render and pass contrast.
@Suite struct ComponentCatalogueTests {
    let fixture: ComponentFixture

    init() throws {
        fixture = try ComponentFixture()
    }

    /// The patterns the seed guides describe, and the extra ones the example guides call for.
    static let required = [
        "full-page-error", "banner", "callout", "empty-state", "inline-progress", "full-page-loading", "loading-button",
        "toast", "alert-dialog", "field-error", "disabled-button", "network-error",
        "skeleton-list", "error-summary", "inline-confirmation", "progress-bar", "state-swatches",
    ]

    @Test func coversEverySeedPattern() {
        #expect(fixture.design.diagnostics.isEmpty, "\(fixture.design.diagnostics)")
        for name in Self.required {
            #expect(fixture.library.manifests[name] != nil, "the catalogue lacks `\(name)`")
        }
    }

    @Test func everyManifestIsDocumented() {
        for name in fixture.library.names {
            guard let manifest = fixture.library.manifests[name] else { continue }
            #expect(manifest.title != Page.humanise(name) || !manifest.description.isEmpty, "`\(name)` has no title")
            #expect(!manifest.description.isEmpty, "`\(name)` has no description")
            #expect((1...4).contains(manifest.examples.count), "`\(name)` has \(manifest.examples.count) examples; the gallery shows 1–4")
            for parameter in manifest.parameters {
                #expect(!parameter.description.isEmpty, "`\(name)`.`\(parameter.name)` has no description")
                #expect(!(parameter.required && parameter.defaultValue != nil), "`\(name)`.`\(parameter.name)` is required and has a default")
            }
        }
    }

    @Test func everyGalleryExampleRendersCleanly() {
        for name in fixture.library.names {
            for example in fixture.library.manifests[name]?.examples ?? [] {
                let (html, diagnostics) = fixture.example(name, yaml: example.yaml)
                #expect(html != nil, "`\(name)` example “\(example.title)” did not render")
                #expect(diagnostics.isEmpty, "`\(name)` example “\(example.title)”: \(diagnostics)")
            }
        }
    }

    /// The example site: no placeholders left, every guide's blocks valid, every component pair passes contrast.
    @Test func exampleSiteUsesComponentBlocksAndPassesContrast() throws {
        let project = try TemporaryProject()
        let content = Repository.root.appending(path: "content")
        var guides = 0
        for path in SiteLoader.listFiles(in: content) {
            let data = try Data(contentsOf: content.appending(path: path))
            try project.write("content/" + path, data)
            guard path.hasSuffix(".md") else { continue }
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("<!-- example:"), "content/\(path) still has an example placeholder")
            if text.contains("```component ") { guides += 1 }
        }
        #expect(guides == 10)
        let report = project.build { $0.writeOutput = false }
        let fromGuides = report.diagnostics.filter { diagnostic in
            guard let file = diagnostic.location?.file else { return false }
            return file.hasPrefix("content/") && file.hasSuffix(".md") && !file.contains("(generated)")
        }
        #expect(fromGuides.isEmpty, "\(fromGuides)")
        let fromComponents = report.diagnostics.filter { $0.location?.file.hasPrefix("theme/components/") == true }
        #expect(fromComponents.isEmpty, "\(fromComponents)")
    }
}
