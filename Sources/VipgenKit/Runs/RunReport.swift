/// What a run did, or would do with `--dry-run`: every file it wrote or left, what it added where it
/// evolved a scene, its Xcode project edit, and its warnings. The command line prints it; an agent
/// reads it as data. It holds no file's contents: a run's files went to disk as they were rendered.
struct RunReport: Sendable {
    /// How the command line lays the report out: files written whole (`scene`, `generate` of new
    /// scenes, `templates export`), or scenes evolved in place (`add`, `generate` of scenes that exist).
    enum Layout: Sendable { case written, evolved }

    /// What happened, or would happen, to one file.
    enum Status: String, Sendable {
        /// A new file.
        case created
        /// A file changed in place: declarations added, or the spec gaining a scene.
        case updated
        /// A file replaced whole (`--force`); in a dry run without it, a file in the way.
        case overwritten
        case unchanged
        /// A file of the scene that is not there, left out.
        case missing
    }

    struct File: Sendable {
        var path: String
        var status: Status
        /// Declarations added to the file.
        var added: [String] = []
        /// Declarations the scene should have that the file lacks and vipgen left out.
        var notFound: [String] = []
        /// Declarations found in another file of the scene, so not added again.
        var foundElsewhere: [String] = []
        /// What to do by hand.
        var suggestions: [String] = []
    }

    /// The run's edit of its Xcode project.
    struct XcodeChange: Sendable {
        var projectPath: String
        /// What was, or would be, added ("3 files to 'App', 1 group"); without a file change, what was found.
        var summary: String?
        /// Whether `project.pbxproj` changes.
        var changesFile: Bool
        var notes: [String]
    }

    /// What a project generator's manifest (XcodeGen, Tuist) needs for the run's files, which vipgen
    /// does not edit.
    struct GeneratedProject: Sendable {
        struct Addition: Sendable, Equatable {
            /// Why: what is not in the right target.
            var reason: String
            /// What to do where: "add after project.yml:12 (target 'App', 'sources')".
            var place: String
            var lines: [String]
        }

        var manifest: String
        var generator: String
        /// What regenerates the project.
        var command: String
        /// One line for each folder or product already where it should be.
        var covered: [String] = []
        var additions: [Addition] = []
        var notes: [String] = []
        /// Why the manifest could not be read, at its place.
        var problem: String?
    }

    var layout: Layout
    var dryRun: Bool
    var force: Bool
    var files: [File] = []
    /// A dry run's unified diff of every file that would change (evolving runs).
    var diff = ""
    var xcode: XcodeChange?
    var generated: GeneratedProject?
    /// Said on standard error after the report: long lines, routes to no scene.
    var warnings: [String] = []

    /// A dry run that the real run would fail: files in the way, without `--force`.
    var wouldFail: Bool { dryRun && !force && files.contains { $0.status == .overwritten } }

    func count(_ status: Status) -> Int { files.filter { $0.status == status }.count }
}
