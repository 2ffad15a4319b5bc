/// Plans and writes a list of files already in memory, for callers that have them all at once.
/// Large runs feed an `OutputTransaction` directly, so files need not all be held at once.
enum FileWriter {
    /// Looks at the disk and decides, for every file, what writing it would do; writes nothing.
    static func plan(_ files: [OutputFile]) throws -> WritePlan {
        let transaction = try OutputTransaction(force: false, dryRun: true)
        for file in files { try transaction.add(file) }
        let plan = WritePlan(entries: transaction.entries, conflicts: transaction.conflictingPaths)
        transaction.rollback()
        return plan
    }

    /// Writes `files` all or nothing (see `OutputTransaction`).
    static func write(_ files: [OutputFile], force: Bool, lockDirectory: String? = nil) throws -> WritePlan {
        let transaction = try OutputTransaction(force: force, dryRun: false, lockDirectory: lockDirectory)
        for file in files { try transaction.add(file) }
        try transaction.commit()
        return WritePlan(entries: transaction.entries, conflicts: transaction.conflictingPaths)
    }
}
