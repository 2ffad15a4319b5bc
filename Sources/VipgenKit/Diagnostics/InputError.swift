/// Problems with files vipgen reads.
enum InputError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist.
    case missing(String)
    /// The file exists but cannot be read.
    case unreadable(String)
    /// The file is not UTF-8 text (and no position can be given).
    case notText(String)
    /// The file is larger than vipgen reads (see `FileReader.maximumSize`).
    case tooLarge(String, limit: Int)
    /// A folder was asked for, and this is a file.
    case notAFolder(String)
    /// `--templates` names no folder.
    case missingTemplates(String)
    /// No spec was named and the default one does not exist.
    case missingSpec(String)
    /// A pipe, a device or a socket is where a file was to be read.
    case notRegularFile(String, kind: String)

    var description: String {
        switch self {
        case .missing(let path): return "no such file: '\(path)'"
        case .unreadable(let path): return "cannot read '\(path)'"
        case .notText(let path): return "'\(path)' is not UTF-8 text"
        case .tooLarge(let path, let limit):
            let what = limit < FileReader.maximumSize ? "a Swift file" : "a spec or template"
            return "'\(path)' is larger than \(limit >> 20) MiB, more than vipgen reads from \(what)"
        case .notAFolder(let path): return "'\(path)' is a file, not a folder"
        case .notRegularFile(let path, let kind):
            return "'\(path)' is not a regular file (\(kind)); vipgen reads only regular files from a project, "
                + "so that nothing there can make it wait; replace it with a file"
        case .missingTemplates(let path):
            return "--templates: no templates folder '\(path)'; create it ('vipgen templates export \(path)' writes "
                + "the bundled templates there to edit), or leave --templates out to use the bundled ones"
        case .missingSpec(let path):
            return "no spec file '\(path)' here; run 'vipgen init' to write a starter spec, or name one"
        }
    }
}
