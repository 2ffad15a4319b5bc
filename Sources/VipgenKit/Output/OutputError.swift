/// Problems that stop a run from writing its output.
enum OutputError: Error, Equatable, CustomStringConvertible {
    /// Files exist with other contents and `--force` was not given.
    case wouldOverwrite([String])
    /// Something that is not a regular file stands where a file would go.
    case notAFile(String)
    /// A symbolic link stands where a file would go: vipgen neither writes through nor replaces one.
    case symbolicLink(String)
    /// Something that is not a folder (a file, a dangling symbolic link) stands where a folder goes.
    case notAFolder(String)
    /// A folder vipgen must create files in does not let this user do so.
    case notWritable(String)
    /// A file vipgen would replace is read-only, or this user may not write it.
    case fileNotWritable(String, permissions: UInt32)
    /// The operating system refused to create a folder or file; nothing was changed.
    case cannotCreate(path: String, reason: String)
    /// Moving the finished files into place failed partway: `replaced` already hold their new contents.
    case partiallyReplaced(path: String, reason: String, replaced: [String])
    /// Two generated files would land on the same path.
    case duplicatePath(String)
    /// A signal asked the run to stop before its files were moved into place; nothing was changed.
    case interrupted(Int32)
    /// The project's lock file is a symbolic link, a hard link, a folder or anything but a file of its own.
    case lockNotAFile(String)
    /// The project's lock file is there but this user cannot open it (another user's).
    case lockNotWritable(path: String, owner: String)
    /// The project's folder cannot hold the lock file (this user may not write in it, or it is on a
    /// read-only file system): a run there would write unserialised, so it writes nothing.
    case lockNotCreatable(path: String, reason: String)
    /// An interrupted run's journal is there but cannot be read as one.
    case unreadableJournal(String)
    /// A file an interrupted run was to replace changed since: its new contents would undo the change.
    case changedSinceInterrupted(path: String, journal: String, pid: Int32)
    /// A move an interrupted run left cannot be made.
    case cannotFinish(path: String, reason: String, journal: String, pid: Int32)
    /// Another vipgen process is writing in the same project and did not finish in time.
    case locked(directory: String, holder: Int32?)
    /// A folder on the path of a file the run writes leads outside the project (a link, or `..`).
    case outsideProject(folder: String, leadsTo: String, project: String)
    /// A journal lists a move from or to a place outside the folder that holds it.
    case journalLeadsOutside(journal: String, path: String, leadsTo: String)
    /// Something other than a regular file is where vipgen keeps its journal.
    case journalNotAFile(path: String, kind: String)

    var description: String {
        switch self {
        case .wouldOverwrite(let paths):
            let list = paths.map { "  \($0)" }.joined(separator: "\n")
            let noun = paths.count == 1 ? "file exists" : "files exist"
            return "\(paths.count) \(noun) with other contents; nothing was written:\n\(list)\n"
                + "They may hold a person's work: move them away first, or see the plan with --dry-run."
        case .notAFile(let path):
            return "'\(path)' exists and is not a regular file; nothing was written"
        case .symbolicLink(let path):
            return "'\(path)' is a symbolic link; vipgen does not write through or over links; nothing was written"
        case .notAFolder(let path):
            return "'\(path)' exists and is not a folder, but files go inside it; nothing was written"
        case .notWritable(let path):
            return "cannot write in folder '\(path)': permission denied; nothing was written"
        case .fileNotWritable(let path, let permissions):
            let mode = String(permissions, radix: 8)
            return
                "cannot replace '\(path)': it is read-only for you (mode \(String(repeating: "0", count: max(0, 4 - mode.count)))\(mode)); "
                + "vipgen does not replace a file you could not write; nothing was written"
        case .cannotCreate(let path, let reason):
            return "cannot create '\(path)': \(reason); nothing was written"
        case .partiallyReplaced(let path, let reason, let replaced):
            var text = "cannot move the new '\(path)' into place: \(reason)"
            if replaced.isEmpty { return text + "; nothing was changed" }
            text +=
                "\n\(replaced.count) file\(replaced.count == 1 ? " was" : "s were") already replaced with new contents:\n"
            text += replaced.map { "  \($0)" }.joined(separator: "\n")
            return text + "\nNo other file was changed; run again to finish once the cause is fixed."
        case .duplicatePath(let path):
            return "two generated files would both be written to '\(path)'"
        case .interrupted(let signal):
            return "interrupted by signal \(signal); nothing was written"
        case .lockNotAFile(let path):
            return "'\(path)' is not a regular file (a symbolic link, a hard link, a folder or a pipe); "
                + "vipgen locks the project with a file of its own there and does not write through it. "
                + "Remove '\(path)' and run again; nothing was written"
        case .lockNotWritable(let path, let owner):
            return "cannot open the lock file '\(path)': permission denied; it belongs to \(owner) "
                + "(left by a run as another user, such as 'sudo vipgen'). Remove it (as \(owner) if need be) and "
                + "run again; nothing was written"
        case .lockNotCreatable(let path, let reason):
            let folder = Paths.parentDirectory(of: path)
            return "cannot create the lock file '\(path)': \(reason); vipgen holds it while it writes, so that two "
                + "runs on the project never overwrite each other's work. Run vipgen as a user who can write in "
                + "'\(folder.isEmpty ? "." : folder)' (the project's folder), or with --dry-run to see the plan; "
                + "nothing was written"
        case .unreadableJournal(let path):
            return "'\(path)' is not a journal vipgen can read; remove it and run again; nothing was written"
        case .changedSinceInterrupted(let path, let journal, let pid):
            return "a run of vipgen (process \(pid)) was interrupted while moving files into place, and '\(path)', "
                + "which it was to replace, changed since; vipgen does not put contents computed from the old "
                + "file over the change. Check the scene, then remove '\(journal)' and run again; nothing was written"
        case .cannotFinish(let path, let reason, let journal, let pid):
            return "cannot finish the interrupted run of process \(pid) (listed in '\(journal)'): cannot move the new "
                + "'\(path)' into place: \(reason). Run again once the cause is fixed"
        case .outsideProject(let folder, let leadsTo, let project):
            return "'\(folder)' leads outside the project, to '\(leadsTo)': vipgen writes only inside the project's "
                + "folder ('\(project)') and the folders named on the command line, whatever links or paths the "
                + "project holds. Remove the link or change the path; if you mean to write there, run with "
                + "--write-outside; nothing was written"
        case .journalLeadsOutside(let journal, let path, let leadsTo):
            let folder = Paths.parentDirectory(of: journal)
            return "'\(journal)' lists a move of '\(path)', which is outside the folder that holds it "
                + "('\(folder.isEmpty ? "." : folder)'), at '\(leadsTo)': a journal vipgen writes names only the "
                + "project's files and the folders its command line named, so this one came with the folder's "
                + "contents, or from a run that wrote elsewhere (run again with the same --output, --tests-output "
                + "or --xcodeproj, or with --write-outside, to finish that). Nothing was moved: inspect it, then "
                + "remove it and run again"
        case .journalNotAFile(let path, let kind):
            return "'\(path)' is not a regular file (\(kind)); vipgen keeps the list of a run's moves there and "
                + "opens nothing else in its place. Remove it and run again; nothing was written"
        case .locked(let directory, let holder):
            let who = holder.map { "process \($0)" } ?? "another process"
            return "another vipgen run (\(who)) is writing in '\(directory)'; nothing was written. "
                + "Run again when it has finished."
        }
    }
}
