/// Which flavor wrote a scene, read back from its files, for a scene no spec lists (`vipgen add` on a
/// scene written by `vipgen scene --flavor …`): evolving it with another flavor's templates would add
/// that flavor's declarations to it.
enum FlavorInference {
    /// The flavor whose files and protocols the scene's files match best: each of the flavor's files
    /// that is there counts for it, each that is missing against it, and so does each protocol the
    /// flavor declares that the file does or does not. Nothing in it names a flavor: a team's own are
    /// told apart the same way. Nil when the generator's default flavor matches best (ties included).
    static func flavor(ofScene name: String, generator: SceneGenerator) throws -> FlavorChoice? {
        var best: (name: String, score: Int)?
        let first = generator.defaultFlavor.name
        for flavor in [first] + generator.flavorNames.filter({ $0 != first }) {
            guard let files = try? generator.files(for: SceneSpec(name: name, flavor: FlavorChoice(flavor))) else {
                continue
            }
            var score = 0
            for file in files {
                guard POSIX.existence(of: file.path) == .file, let text = try? FileReader.readText(file.path) else {
                    score -= 1
                    continue
                }
                score += 1
                // Each file read into its protocols once (re-reading it per protocol cost `vipgen add` ~4 ms).
                let present = Set(protocols(in: text))
                for declared in protocols(in: file.contents) {
                    score += present.contains(declared) ? 1 : -1
                }
            }
            if score > best?.score ?? Int.min { best = (flavor, score) }
        }
        guard let best, best.name != first else { return nil }
        return FlavorChoice(best.name)
    }

    /// The protocols `text` declares at the start of a line: `protocol ListMemesDisplayLogic: AnyObject {`.
    static func protocols(in text: String) -> [String] {
        // Bytes, not Characters: this reads every file of every flavor, and grapheme breaking was most
        // of `vipgen add`'s time.
        let prefix = Array("protocol ".utf8)
        var names: [String] = []
        for line in text.utf8.split(separator: ASCII.newline) where line.starts(with: prefix) {
            let name = line.dropFirst(prefix.count).prefix { ASCII.isIdentifierPart($0) && $0 != UInt8(ascii: "$") }
            if !name.isEmpty { names.append(String(decoding: name, as: UTF8.self)) }
        }
        return names
    }
}
