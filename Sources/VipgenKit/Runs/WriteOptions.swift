/// How a run writes, as a person at a shell or an agent asks.
struct WriteOptions: Sendable {
    /// Plan and report; write nothing.
    var dryRun = false
    /// Overwrite files whose contents differ (a scene's files whole, for `scene` and `add`).
    var force = false
    /// Nothing is reported of a successful real run, so it keeps no file's entry for a report.
    var quiet = false
    /// A dry run's report carries the unified diff of every file, new ones too (for an agent to show).
    var diffs = false
    /// Write where the spec's paths or the project's links lead even outside the project's folder.
    var writeOutside = false

    /// How the spec's folders are checked.
    var writing: ProjectResolver.Writing { writeOutside ? .outsideAllowed : .insideOnly }
}

/// What a run says while it works, before its report: that it waits for another run's lock, or that
/// it finished what an interrupted run left half moved into place. The command line prints these on
/// standard error as they happen.
struct RunEvents: Sendable {
    var waiting: @Sendable (_ holder: Int32?, _ directory: String) -> Void = { _, _ in }
    var resumed: @Sendable (OutputJournal.Finished) -> Void = { _ in }

    static let silent = RunEvents()
}
