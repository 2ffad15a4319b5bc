/// The end of every run that writes: its files go into one transaction as they are handed over (a file
/// rendered goes to disk, as a temporary file, at once), the Xcode project gains them in the same
/// transaction, and the transaction commits, or, for a dry run, rolls back. What happened is the run's
/// report.
///
/// An evolving run hands its files over scene by scene, so a run over thousands of scenes holds one
/// scene's texts at a time. A dry run plans with the same transaction as the real run (only it writes
/// nothing), so it refuses what the real run would: a symbolic link where a file goes, a folder this
/// user cannot write in.
final class RunWriter {
    private let layout: RunReport.Layout
    private let options: WriteOptions
    private let transaction: OutputTransaction
    /// The Xcode project the files go into, when the project names one.
    private let xcode: XcodeIntegration?
    /// The project the run writes in, and the manifest its Xcode project is generated from, if any.
    private let project: ResolvedProject?
    private let generator: (GeneratorManifest.Generator, String)?
    /// Files edited rather than written (the spec gaining a scene): reported as updated.
    private let edited: Set<String>
    /// What to say about each evolved file once the run is through, without the file's texts.
    private var evolved: [RunReport.File] = []
    /// Every file an evolving run's scenes have, so a file an earlier run wrote and did not add to the
    /// Xcode project gets added too.
    private var present: [String] = []
    /// Tests not written, the Xcode project having no unit-test target to build them.
    private var leftOut: [String] = []
    /// A dry run's diffs.
    private var diffs: [UInt8] = []
    /// Package products the run's app scenes import, which the app target must link.
    var appProducts: [LinkedProduct] = []
    /// Once a refusal is known, the run will write nothing: files are no longer staged.
    private var refused = false

    /// - Parameters:
    ///   - lock: the project's lock, taken before anything was read (`RunProject`).
    ///   - project: the project, when its Xcode project gains the files in the same transaction.
    ///   - edited: files edited rather than written whole (the spec gaining a scene).
    init(
        _ layout: RunReport.Layout, options: WriteOptions, directory: String, lock: LockFile?, boundary: WriteBoundary,
        project: ResolvedProject?, edited: Set<String> = [], events: RunEvents
    ) throws {
        self.layout = layout
        self.options = options
        self.edited = edited
        let transaction = try OutputTransaction(
            force: options.force, dryRun: options.dryRun, lockDirectory: directory, held: lock, boundary: boundary,
            onWait: { events.waiting($0, directory) }, onResume: events.resumed)
        self.transaction = transaction
        // Read under the run's lock, before anything is staged: a bad project stops the run first.
        xcode = try project.flatMap { try XcodeIntegration.open($0, in: transaction) }
        self.project = project
        generator = project.flatMap { GeneratorManifest.locate(in: $0.generatorFolders) }
        switch layout {
        case .written:
            // A quiet run reports no file, so it keeps none in memory unless its Xcode project gains them.
            transaction.recordsEntries = options.dryRun || !options.quiet || xcode != nil || generator != nil
        case .evolved:
            // What each file's writing did is reported from the evolution, not from the transaction.
            transaction.recordsEntries = false
        }
    }

    /// The files of a run, in a project the run opened.
    convenience init(
        _ layout: RunReport.Layout, options: WriteOptions, in project: RunProject, edited: Set<String> = [],
        events: RunEvents
    ) throws {
        try self.init(
            layout, options: options, directory: project.directory, lock: project.lock, boundary: project.boundary,
            project: project.project, edited: edited, events: events)
    }

    /// One file written whole.
    func add(_ file: OutputFile) throws {
        if xcode?.leavesOut(file.path) == true {
            leftOut.append(file.path)
            return
        }
        try transaction.add(file)
        if options.dryRun && options.diffs {
            let old = POSIX.readFile(file.path).map { String(decoding: $0, as: UTF8.self) }
            diffs += UnifiedDiff.make(old: old, new: file.contents, path: file.path).utf8
        }
    }

    /// The files of one evolved scene; refusals stop the staging.
    func add(_ evolution: Evolution) throws {
        if !evolution.refusals.isEmpty { refused = true }
        for file in evolution.files {
            switch file.status {
            case .created where xcode?.leavesOut(file.path) == true:
                leftOut.append(file.path)
                continue
            case .updated, .created:
                guard !refused else { break }
                // An edit computed from the file's current contents replaces it without --force.
                try transaction.add(
                    OutputFile(
                        path: file.path, contents: file.contents, intent: file.status == .created ? .create : .edit))
                if options.dryRun {
                    diffs += UnifiedDiff.make(old: file.original, new: file.contents, path: file.path).utf8
                }
            case .unchanged:
                transaction.removeLeftovers(besides: file.path)
            case .absent:
                break
            }
            if xcode != nil || generator != nil, file.status != .absent { present.append(file.path) }
            // Quiet, a real run reports nothing about its files: none is kept for the report.
            guard options.dryRun || !options.quiet else { continue }
            evolved.append(
                RunReport.File(
                    path: file.path, status: Self.status(file.status), added: file.added, notFound: file.notFound,
                    foundElsewhere: file.foundElsewhere, suggestions: file.suggestions))
        }
    }

    /// Writes what was added (a dry run: nothing) and says what happened.
    func finish() throws -> RunReport {
        var report = RunReport(layout: layout, dryRun: options.dryRun, force: options.force)
        switch layout {
        case .written:
            report.files = transaction.entries.map { entry in
                switch entry.status {
                case .new: return RunReport.File(path: entry.path, status: .created)
                case .unchanged: return RunReport.File(path: entry.path, status: .unchanged)
                case .overwrite:
                    return RunReport.File(
                        path: entry.path, status: edited.contains(entry.path) ? .updated : .overwritten)
                }
            }
            let edit = try xcode?.edit(report.files.map(\.path) + leftOut, linking: appProducts)
            if let file = edit?.file { try add(file) }
            report.xcode = change(edit)
            report.generated = generated(report.files.map(\.path))
            report.diff = String(decoding: diffs, as: UTF8.self)
        case .evolved:
            report.files = evolved
            let edit = try xcode?.edit(present + leftOut, linking: appProducts)
            if let file = edit?.file { try transaction.add(file) }
            report.xcode = change(edit)
            report.generated = generated(present)
            if options.dryRun {
                let conflicts = transaction.conflictingPaths
                transaction.rollback()
                // As the real run: files in the way of new ones fail it, without --force.
                if !conflicts.isEmpty { throw OutputError.wouldOverwrite(conflicts) }
                if let file = edit?.file {
                    let old = POSIX.readFile(file.path).map { String(decoding: $0, as: UTF8.self) }
                    diffs += UnifiedDiff.make(old: old, new: file.contents, path: file.path).utf8
                }
                report.diff = String(decoding: diffs, as: UTF8.self)
                return report
            }
        }
        if options.dryRun {
            transaction.rollback()
        } else {
            try transaction.commit()
        }
        return report
    }

    /// Ends the run without writing anything.
    func cancel() { transaction.rollback() }

    private func generated(_ paths: [String]) -> RunReport.GeneratedProject? {
        guard let generator, let project else { return nil }
        return GeneratedProjectCheck.check(generator, paths: paths, project: project, linking: appProducts)
    }

    private func change(_ edit: XcodeIntegration.Edit?) -> RunReport.XcodeChange? {
        guard let xcode, let edit else { return nil }
        return RunReport.XcodeChange(
            projectPath: xcode.projectPath, summary: edit.summary, changesFile: edit.file != nil, notes: edit.notes)
    }

    private static func status(_ status: EvolvedFile.Status) -> RunReport.Status {
        switch status {
        case .updated: return .updated
        case .created: return .created
        case .unchanged: return .unchanged
        case .absent: return .missing
        }
    }
}
