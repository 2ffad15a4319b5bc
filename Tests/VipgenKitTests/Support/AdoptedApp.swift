import Foundation

/// The fixture apps of `Tests/AdoptedApps` (ours, written in the shapes public Clean Swift apps have):
/// vipgen runs on a copy, never on the fixture itself.
enum AdoptedApp {
    /// The fixture app's folder.
    static func path(_ name: String) -> String { LintFixture.repository + "/Tests/AdoptedApps/" + name }

    /// A copy of the app in a temporary folder of its own.
    static func copy(_ name: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.removeItem(at: directory.url)
        try FileManager.default.copyItem(atPath: path(name), toPath: directory.url.path)
        return directory
    }
}

/// Whether every line of `old` is in `new`, in order: the edit only inserted lines.
func onlyInserts(_ old: String, _ new: String) -> Bool {
    var remaining = new.split(separator: "\n", omittingEmptySubsequences: false)[...]
    for line in old.split(separator: "\n", omittingEmptySubsequences: false) {
        guard let found = remaining.firstIndex(of: line) else { return false }
        remaining = remaining[(found + 1)...]
    }
    return true
}
