import Foundation

/// Runs vipgen as a user without root's right to write anything, for tests of permissions: as
/// `nobody` (through `setpriv`) when the tests run as root, else as the current user.
enum OtherUser {
    static var isNeeded: Bool { getuid() == 0 }

    /// Hands `directory` and everything in it to the user vipgen will run as (except `keep`'s paths).
    static func own(_ directory: TemporaryDirectory, except keep: Set<String> = []) {
        guard isNeeded else { return }
        for path in directory.folders() + directory.files() where !keep.contains(path) {
            _ = lchown(directory.path + "/" + path, 65534, 65534)
        }
        _ = chown(directory.path, 65534, 65534)
    }

    static func run(_ arguments: [String], in directory: URL) throws -> RunResult {
        guard isNeeded else { return try VipgenProcess.run(arguments, in: directory) }
        return try VipgenProcess.run(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=65534", "--regid=65534", "--clear-groups", VipgenProcess.binary.path] + arguments, in: directory)
    }
}
