/// A file vipgen means to write: where, and exactly what.
struct OutputFile: Equatable, Sendable {
    let path: String
    let contents: String
    /// Whether replacing an existing file with other contents needs `--force`.
    let intent: WriteIntent

    init(path: String, contents: String, intent: WriteIntent = .create) {
        self.path = path
        self.contents = contents
        self.intent = intent
    }
}

/// Why a file is written, which decides whether replacing a different file there needs `--force`.
enum WriteIntent: Sendable {
    /// Generated from a template: a different file already there is the user's and needs `--force`.
    case create
    /// An edit of an existing file, computed from its current contents (adding a member to a type):
    /// replacing it is the point, so it needs no `--force`.
    case edit
}

/// What writing a file would do to the disk.
enum FileStatus: String, Sendable {
    /// No file there yet.
    case new
    /// A different file is there: written only with `--force` (or as an edit).
    case overwrite
    /// The same bytes are there already: nothing to write.
    case unchanged
}

/// Every file of one run, each with what writing it would do, decided before anything is written.
struct WritePlan: Sendable {
    let entries: [(path: String, status: FileStatus)]
    /// The files that are there with other contents and need `--force`.
    let conflicts: [String]
}
