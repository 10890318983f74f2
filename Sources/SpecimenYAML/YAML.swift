import Yams

/// The one way Specimen parses YAML (front matter, component blocks and manifests, contrast.yml).
package enum YAML {
    /// The node tree of `yaml`'s first document; throws Yams' located errors.
    ///
    /// The encoding is given, not left to `Parser.Encoding.default`, which reads the whole
    /// process environment on every call: 2% of a 1,000-page build's CPU in front matter alone.
    ///
    /// Tags are resolved by `Resolver.basic`, which calls every plain scalar a string, instead of
    /// `.default`, which runs seven `NSRegularExpression`s on each scalar as it is hashed or compared:
    /// every key of every mapping, and again for each `mapping["key"]` lookup. That was a tenth of
    /// a build with one guide changed, most of it in the 35 component manifests. Nothing here reads
    /// a resolved tag: values are typed where they are read (`node.bool`, `node.float`, `node.null`
    /// parse the scalar's text), so `true`, `3` and `~` mean what they meant.
    package static func compose(_ yaml: String) throws -> Node? {
        try Yams.compose(yaml: yaml, .basic, constructor, .utf8)
    }

    /// Made once: `Constructor.default` builds its three tables of tags each time it is asked for,
    /// a fifth of composing a component manifest. Its tables are never changed, so threads share it.
    nonisolated(unsafe) private static let constructor = Constructor.default
}
