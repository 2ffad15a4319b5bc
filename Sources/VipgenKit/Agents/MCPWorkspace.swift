import XcodeProject

/// Where an agent's calls may reach: the folder the server was started in, and the roots the client
/// declares. A path an agent names outside them is refused before anything is read or written; what
/// a run writes stays inside the project as `WriteBoundary` keeps it for a person.
final class MCPWorkspace {
    /// The folder the server was started in, absolute.
    let root: String
    /// The client's roots (`file://` URIs), as it last listed them.
    var clientRoots: [String] = []

    init(root: String = AbsolutePath.of(".")) {
        self.root = root
    }

    /// Every folder a call may name, absolute.
    var folders: [String] {
        [root]
            + clientRoots.compactMap { uri in
                guard uri.hasPrefix("file://") else { return nil }
                return String(uri.dropFirst("file://".count)).removingPercentEncoding ?? String(uri.dropFirst(7))
            }
    }

    /// `path` as named by an agent, refused when it leads outside every folder of the workspace.
    func checked(_ path: String, argument: String) throws -> String {
        let absolute = AbsolutePath.of(path)
        guard folders.contains(where: { AbsolutePath.contains($0, absolute) }) else {
            throw UsageError(
                "'\(argument)': '\(path)' is outside the project ('\(root)') and the client's roots; "
                    + "name a path inside them")
        }
        return path
    }
}

extension String {
    /// `%20` and the like decoded, as a `file://` URI writes a path; nil for a malformed escape.
    fileprivate var removingPercentEncoding: String? {
        var bytes: [UInt8] = []
        var iterator = Array(utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
