import Foundation

/// `pages.cache`, open: records are read where they are, when they are needed, by any thread.
final class RecordsFile: Sendable {
    /// The file as it was opened.
    let stamp: FileStamp
    private let descriptor: Int32

    init?(path: String) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        stamp = FileStamp(info)
    }

    deinit { close(descriptor) }

    /// The bytes in `range`; `nil` when the file no longer holds them.
    func read(_ range: Range<Int>) -> [UInt8]? {
        OutputFile.read(range.count, from: descriptor, at: range.lowerBound)
    }

    /// A page's record: one `pages.cache` already holds, where it is, or one to add.
    enum Record {
        case kept(Range<Int>)
        case new([UInt8])

        var count: Int {
            switch self {
            case let .kept(range): range.count
            case let .new(bytes): bytes.count
            }
        }
    }

    /// Writes `pages.cache` anew with every record, reading the kept ones from `recordsFile`;
    /// returns it and where each record is.
    static func write(_ records: [Record], to path: String, from recordsFile: RecordsFile?) throws -> (file: FileStamp, offsets: [Int]) {
        var file: [UInt8] = []
        file.reserveCapacity(records.reduce(0) { $0 + $1.count })
        var offsets: [Int] = []
        for record in records {
            offsets.append(file.count)
            switch record {
            case let .new(bytes):
                file.append(contentsOf: bytes)
            case let .kept(range):
                guard let bytes = recordsFile?.read(range) else { throw CacheArchive.Unreadable() }
                file.append(contentsOf: bytes)
            }
        }
        return (try OutputFile.write(file, to: path, atomic: true), offsets)
    }

    /// Appends the new records to `pages.cache` at `path`, when it is still the file whose stamp is
    /// `recordsFile`; returns where every record now is, or `nil` to write the file anew.
    static func append(_ records: [Record], to path: String, in recordsFile: FileStamp) -> (file: FileStamp, offsets: [Int])? {
        var added: [UInt8] = []
        var offsets: [Int] = []
        for record in records {
            switch record {
            case let .kept(range):
                offsets.append(range.lowerBound)
            case let .new(bytes):
                offsets.append(Int(recordsFile.size) + added.count)
                added.append(contentsOf: bytes)
            }
        }
        return OutputFile.append(added, to: path, ifStamp: recordsFile).map { ($0, offsets) }
    }
}
