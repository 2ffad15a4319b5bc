/// The lines saying what a run did, or would do, to the Xcode project.
enum XcodeReport {
    static func print(_ edit: XcodeIntegration.Edit, of xcode: XcodeIntegration, dryRun: Bool, console: Console) {
        for note in edit.notes { console.out("\(note)\n") }
        if edit.file != nil {
            let verb = dryRun ? "would update" : "updated"
            console.out("\(verb.padding(to: dryRun ? 24 : 10)) \(xcode.projectPath): \(edit.summary ?? "")\n")
        } else if let summary = edit.summary {
            console.out("\(summary)\n")
        } else if edit.notes.isEmpty {
            console.out(
                "\("unchanged".padding(to: dryRun ? 24 : 10)) \(xcode.projectPath): every file is in it already\n")
        }
    }
}
