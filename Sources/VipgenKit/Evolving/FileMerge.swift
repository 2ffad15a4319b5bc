/// What merging one file did: its new text and what a person should know about it.
struct FileMerge: Equatable, Sendable {
    /// The file with the missing declarations added; equal to the input when nothing was missing.
    var text: String
    /// The declarations added, as a message names them: `func deleteMeme(request:) in ListMemesInteractor`.
    var added: [String] = []
    /// Declarations vipgen generated earlier that the file no longer has: left alone, never re-added.
    var notFound: [String] = []
    /// Declarations vipgen generated earlier that a person moved into another file of the scene,
    /// with that file: `func load(request:) in GreetInteractor, in Scenes/Greet/GreetInteractor+Load.swift`.
    var foundElsewhere: [String] = []
    /// Lines vipgen would add inside a body a person wrote, or declarations it could not add safely.
    var suggestions: [String] = []
}

/// Why a file cannot be merged: nothing is written when any file of a run refuses.
struct MergeRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    var path: String
    /// The 1-based line the problem is at, when there is one to show.
    var line: Int?
    /// The 1-based column (in Unicode scalars) on that line.
    var column: Int
    var message: String

    init(path: String, line: Int?, column: Int = 1, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    var description: String {
        "\(path)\(line.map { ":\($0):\(column)" } ?? ""): error: \(message)"
    }
}

/// One replacement in a file's text: `length` bytes at `offset` become `text`.
struct TextEdit {
    var offset: Int
    var length: Int
    var text: String
    /// Edits at the same offset apply in the order they were made.
    var order: Int

    /// `bytes` with every edit applied; edits must not overlap.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for edit in edits.sorted(by: { ($0.offset, $0.order) < ($1.offset, $1.order) }) {
            if edit.offset > cursor { result += bytes[cursor..<edit.offset] }
            result += edit.text.utf8
            cursor = max(cursor, edit.offset + edit.length)
        }
        if cursor < bytes.count { result += bytes[cursor...] }
        return String(decoding: result, as: UTF8.self)
    }
}
