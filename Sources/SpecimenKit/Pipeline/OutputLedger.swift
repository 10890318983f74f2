/// What the output folder still lacks since it was last written. An error blocks writing, so what
/// each rebuild changes is added here until a write succeeds, and the next write pays all of it.
struct OutputLedger: Sendable, Equatable {
    /// Pages (by content path) to lay out and write again.
    var pages: Set<String> = []
    /// Whether the output lacks more than `pages`: it was never written, or a change reached every page.
    var everything = true
    /// Which of tokens.css, tokens.json and contrast.json are older than the design or the app's code.
    var designFiles: Set<String> = []
    /// Content files (images and the like) added or edited since they were last copied, relative to content/.
    var files: Set<String> = []
    /// Paths in the output to remove: content files deleted, pages no longer made.
    var gone: Set<String> = []

    /// A content file was created or edited (`exists`), or deleted.
    mutating func contentFile(_ path: String, exists: Bool) {
        if exists {
            files.insert(path)
            gone.remove(path)
        } else {
            files.remove(path)
            gone.insert(path)
        }
    }

    /// The output was written: nothing is owed.
    mutating func paid() {
        self = OutputLedger(everything: false)
    }

    /// The files besides pages a write in place must make: the search index, and what the ledger owes.
    func filesToWrite(searchIndex: String) -> Set<String> {
        Set([searchIndex]).union(designFiles).union(files)
    }
}
