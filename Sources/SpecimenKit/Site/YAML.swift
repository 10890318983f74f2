import Yams

/// The one way Specimen parses YAML (front matter, component blocks and manifests, contrast.yml).
enum YAML {
    /// The node tree of `yaml`'s first document; throws Yams' located errors.
    ///
    /// The encoding is given, not left to `Parser.Encoding.default`, which reads the whole
    /// process environment on every call: 2% of a 1,000-page build's CPU in front matter alone.
    static func compose(_ yaml: String) throws -> Node? {
        try Yams.compose(yaml: yaml, .default, .default, .utf8)
    }
}
