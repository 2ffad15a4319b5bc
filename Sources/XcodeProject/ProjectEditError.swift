/// Why a file cannot be added to a project as asked. The editor stops before changing anything; the
/// tool using this library says what its user can do about it.
package enum ProjectEditError: Error, Equatable {
    /// The target compiles nothing: it has no Sources build phase.
    case noSourcesPhase(target: String, project: String)
    /// The file is already in the project, compiled by targets other than the intended one.
    case referencedElsewhere(path: String, target: String, compiledBy: [String])
    /// The folder is outside every group of the project.
    case outsideProject(folder: String, sourceRoot: String)
    /// The file would land in a synchronized folder that other targets compile.
    case synchronizedFolder(path: String, folder: String, target: String, compiledBy: [String])
}
