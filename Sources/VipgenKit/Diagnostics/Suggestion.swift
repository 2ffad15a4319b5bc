/// Finds the word a user probably meant, for "did you mean …?" in every kind of error.
enum Suggestion {
    /// `; did you mean 'useCases'?` when a candidate is close to `word`, else an empty string: the one
    /// way every message offers a correction. `quote` is `'` in prose, `"` where JSON strings are meant.
    static func didYouMean(_ word: String, among candidates: [String], quote: Character = "'") -> String {
        closest(to: word, among: candidates).map { didYouMean($0, quote: quote) } ?? ""
    }

    /// `; did you mean 'fixed'?` for a correction found some other way than by distance.
    static func didYouMean(_ correction: String, quote: Character = "'") -> String {
        "; did you mean \(quote)\(correction)\(quote)?"
    }

    /// The allowed word closest to `word` by edit distance (ignoring case), when it is close enough
    /// to be a likely typo: `useCase` → `useCases`, `Name` → `name`, `sceen` → `scene`. A one-letter
    /// option (`-v`) is one letter away from every other: it is never corrected by distance.
    static func closest(to word: String, among candidates: [String]) -> String? {
        if word.count == 2, word.hasPrefix("-") { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        if target.count >= 3,
            let extended = candidates.first(where: { $0.lowercased().hasPrefix(word.lowercased()) })
        {
            return extended
        }
        let allowed = max(1, min(3, max(target.count, best.candidate.unicodeScalars.count) / 3))
        return best.distance <= allowed ? best.candidate : nil
    }

    /// Insertions, deletions, substitutions and swaps of two neighbouring letters (`inti` → `init` is
    /// one edit, as people mistype it), each counting one: the optimal string alignment distance.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
