import SwiftScanning

/// Which flavor wrote a scene, read back from its files, for a scene no spec lists (`vipgen add` on a
/// scene written by `vipgen scene --flavor …`): evolving it with another flavor's templates would add
/// that flavor's declarations to it.
enum FlavorInference {
    /// The flavor whose files and declarations the scene's files match best: each of the flavor's files
    /// that is there counts for it, each that is missing against it, and so does each protocol, and
    /// each class with whether it is final, that the flavor declares and the file does or does not. Nothing in it names a flavor: a team's own are
    /// told apart the same way. Nil when the generator's default flavor matches best (ties included).
    /// - Parameter disk: the run's reads, so a file is read once whichever step reads it.
    static func flavor(ofScene name: String, generator: SceneGenerator, disk: DiskSnapshot = DiskSnapshot()) throws
        -> FlavorChoice?
    {
        var best: (name: String, score: Int)?
        // Each file on disk read into its protocols once, whichever flavors list it.
        var protocolsOnDisk: [String: Set<String>] = [:]
        let first = generator.defaultFlavor.name
        for flavor in [first] + generator.flavorNames.filter({ $0 != first }) {
            guard let files = try? generator.files(for: SceneSpec(name: name, flavor: FlavorChoice(flavor))) else {
                continue
            }
            var score = 0
            for file in files {
                guard let text = try? disk.text(file.path) else {
                    score -= 1
                    continue
                }
                score += 1
                let present: Set<String>
                if let known = protocolsOnDisk[file.path] {
                    present = known
                } else {
                    present = Set(declarations(in: text))
                    protocolsOnDisk[file.path] = present
                }
                // Distinct names: `explains` relies on no file scoring more than once per protocol.
                for declared in Set(declarations(in: file.contents)) {
                    score += present.contains(declared) ? 1 : -1
                }
            }
            if score > best?.score ?? Int.min { best = (flavor, score) }
        }
        guard let best, best.name != first else { return nil }
        return FlavorChoice(best.name)
    }

    /// Whether `rendered`, the scene as the default flavor renders it, accounts for everything in the
    /// scene's folders: each of its files is there declaring exactly the protocols the render does, and
    /// the folders hold nothing else (hidden files aside). Then no flavor can score higher than the
    /// default in `flavor(ofScene:generator:disk:)` (another flavor's files there are the default's;
    /// each scores at most one per protocol the file declares, which the default scores already), and
    /// the default wins ties, so the other flavors need not be rendered at all: the common case costs
    /// no render of its own.
    static func explains(_ rendered: [OutputFile], disk: DiskSnapshot) -> Bool {
        var expected: [String: Set<String>] = [:]
        for file in rendered {
            let folder = Paths.parentDirectory(of: file.path)
            expected[folder, default: []].insert(String(Paths.fileName(of: file.path)))
            guard let text = (try? disk.text(file.path)) ?? nil else { return false }
            // A file still as rendered declares what the render does: no need to scan both.
            if text != file.contents, Set(declarations(in: text)) != Set(declarations(in: file.contents)) {
                return false
            }
        }
        return expected.allSatisfy { folder, names in
            POSIX.listDirectory(folder).allSatisfy { $0.hasPrefix(".") || names.contains($0) }
        }
    }

    /// What `text` declares at the start of a line that tells flavors apart: each protocol's name
    /// (`protocol ListMemesDisplayLogic: AnyObject {` gives `ListMemesDisplayLogic`), and each class
    /// with whether it is final (`final class ListMemesInteractor`, or `class ListMemesInteractor` as the
    /// original templates write it), so a scene whose worker file is gone is still told from one of a
    /// flavor without a worker protocol.
    static func declarations(in text: String) -> [String] {
        // Bytes in place, not lines or Characters: this reads every file of every flavor, and splitting
        // them into lines was most of `vipgen add`'s time.
        let keywords: [(prefix: String.UTF8View, kind: String)] = [
            ("protocol ".utf8, ""), ("final class ".utf8, "final class "), ("class ".utf8, "class "),
        ]
        var names: [String] = []
        ASCII.forEachLine(of: text) { line in
            for keyword in keywords where line.count > keyword.prefix.count && line.starts(with: keyword.prefix) {
                let name = line.dropFirst(keyword.prefix.count).prefix {
                    ASCII.isIdentifierPart($0) && $0 != UInt8(ascii: "$")
                }
                if !name.isEmpty {
                    names.append(keyword.kind + String(decoding: UnsafeBufferPointer(rebasing: name), as: UTF8.self))
                }
                return
            }
        }
        return names
    }
}
