/// A unified diff of two texts by lines, as `diff -u` and `git diff` print it, for `--dry-run`.
///
/// Lines are matched with Myers' O(ND) algorithm ("An O(ND) Difference Algorithm and Its Variations",
/// 1986): cheap when the texts differ by a few added declarations, as vipgen's edits do.
enum UnifiedDiff {
    /// The diff from `old` (nil for a file that does not exist yet) to `new`, with `context` lines
    /// around each change; empty when they are equal.
    static func make(old: String?, new: String, path: String, context: Int = 3) -> String {
        let oldLines = old.map(lines) ?? []
        let newLines = lines(new)
        if old == new { return "" }
        let script = editScript(oldLines, newLines)
        var output = "--- \(old == nil ? "/dev/null" : "a/" + path)\n+++ b/\(path)\n"
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            // A hunk: changes closer than twice the context join into one.
            var end = firstChange
            var cursor = firstChange
            while cursor < script.count {
                if script[cursor].kind != .same {
                    end = cursor
                    cursor += 1
                    continue
                }
                let run = script[cursor...].prefix { $0.kind == .same }.count
                if cursor + run >= script.count || run > 2 * context { break }
                cursor += run
            }
            let start = max(index, firstChange - context)
            let stop = min(script.count, end + 1 + context)
            let hunk = script[start..<stop]
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for line in hunk {
                switch line.kind {
                case .same: output += " " + line.text + "\n"
                case .delete: output += "-" + line.text + "\n"
                case .insert: output += "+" + line.text + "\n"
                }
            }
            index = stop
        }
        return output
    }

    /// `start,count` with 1-based `start`; an empty range names the line before it, as `diff -u` does.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    struct Line {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        /// 0-based positions in the old and new texts where this line is (or would be).
        var oldIndex: Int
        var newIndex: Int
    }

    static func editScript(_ a: [String], _ b: [String]) -> [Line] {
        let n = a.count
        let m = b.count
        let maximum = n + m
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maximum {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum]) {
                    x = v[k + 1 + maximum]
                } else {
                    x = v[k - 1 + maximum] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[k + maximum] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        // Walk the trace back from the end to recover the path.
        var script: [Line] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[previousK + maximum]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                script.append(Line(kind: .same, text: a[x], oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    script.append(Line(kind: .insert, text: b[y], oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    script.append(Line(kind: .delete, text: a[x], oldIndex: x, newIndex: y))
                }
            }
        }
        return script.reversed()
    }
}
