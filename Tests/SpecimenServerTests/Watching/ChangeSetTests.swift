import Testing

@testable import SpecimenServer

@Suite("Change sets")
struct ChangeSetTests {
    @Test func anEditorSaveBurstIsOneModification() {
        var changes = ChangeSet()
        changes.record("content/a.md.tmp", .added)
        changes.record("content/a.md.tmp", .modified)
        changes.record("content/a.md.tmp", .removed)
        changes.record("content/a.md", .modified)
        changes.record("content/a.md", .modified)
        #expect(changes.changes == ["content/a.md": .modified])
        #expect(changes.summary == "content/a.md changed")
    }

    @Test func removedThenAddedIsModifiedAndAddedThenModifiedIsAdded() {
        let changes = ChangeSet([
            ("content/a.md", .removed), ("content/a.md", .added),
            ("content/b.md", .added), ("content/b.md", .modified),
            ("content/c.md", .modified), ("content/c.md", .removed),
        ])
        #expect(changes.changes == ["content/a.md": .modified, "content/b.md": .added, "content/c.md": .removed])
    }

    @Test func theSummaryNamesAFewPathsPerKind() {
        let changes = ChangeSet([
            ("content/a.md", .modified), ("content/b.md", .modified), ("content/c.md", .modified),
            ("content/new/", .added), ("theme/old.css", .removed),
        ])
        #expect(changes.summary == "content/a.md, content/b.md and 1 more changed, content/new/ added, theme/old.css removed")
    }

    @Test func mergingKeepsOverflow() {
        var changes = ChangeSet([("content/a.md", .added)])
        var other = ChangeSet([("content/a.md", .removed)])
        other.recordOverflow()
        changes.merge(other)
        #expect(changes.changes.isEmpty)
        #expect(!changes.isEmpty)
        #expect(changes.summary == "many files changed")
    }
}

@Suite("Watch filter")
struct WatchFilterTests {
    let filter = WatchFilter(folders: ["content", "theme"])

    @Test(arguments: [
        "content/a.md", "content/tokens/base.tokens.json", "theme/layouts/page.mustache", "content/images/x.png", "content",
        "content/.well-known/security.txt", "content/notes.tmp", "content/.env.tmpl", "content/.foo.tmpdata",
    ])
    func watchedPaths(path: String) {
        #expect(filter.includes(path))
    }

    @Test(arguments: [
        "content/.a.md.swp", "content/a.md.swx", "content/a.md~", "content/.#a.md", "content/4913", "content/a.md___jb_tmp___",
        "content/.git/HEAD", "content/x/.specimen-cache/serve/index.html", "public/index.html", ".specimen-cache/serve/a", "README.md",
        "content/.DS_Store", "content/tokens/.color.json.tmp1402541394",
    ])
    func ignoredPaths(path: String) {
        #expect(!filter.includes(path))
    }
}
