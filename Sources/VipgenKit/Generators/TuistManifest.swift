import SwiftScanning
import XcodeProject

/// The targets of a Tuist `Project.swift`, read with vipgen's Swift scanner: the `Project(` call's
/// `targets:` array of `.target(` (or `Target(`) calls, each with its `name:`, `product:`, `sources:`
/// (a glob, a list of globs, `.paths([…])`), `buildableFolders:` and the `.package(product:)` and
/// `.external(name:)` it depends on. A target name made in code is kept as written. A project made by a
/// helper function, or targets kept in variables, are code vipgen does not run: refused at their place.
enum TuistManifest {
    /// The arguments of `.target(` in the order Swift requires them, up to the ones vipgen adds.
    private static let beforeSources = [
        "name", "destinations", "platform", "product", "productName", "bundleId", "deploymentTargets",
        "deploymentTarget", "infoPlist",
    ]
    private static let beforeDependencies =
        beforeSources + ["sources", "resources", "copyFiles", "headers", "entitlements", "scripts"]

    static func targets(_ text: String, path: String, folder: String) throws(ManifestReadError) -> [ManifestTarget] {
        let source = try scanned(text, path: path)
        let reader = Reader(source: source, path: path)
        let code = source.code
        guard let call = code.indices.first(where: { reader.isText($0, "Project") && reader.isText($0 + 1, "(") })
        else {
            let made = code.indices.first { reader.isText($0, "project") && reader.isText($0 + 1, "=") }
            throw reader.fail(
                made.map { $0 + 2 } ?? 0,
                "no 'Project(' call makes the project here (a helper may make it), which vipgen does not run")
        }
        let arguments = reader.arguments(ofCallAt: call + 1)
        guard let targetsLabel = arguments["targets"] else {
            throw reader.fail(call, "its 'Project(' has no 'targets:'")
        }
        guard reader.isText(targetsLabel + 2, "["), let end = reader.closing(targetsLabel + 2) else {
            throw reader.fail(targetsLabel + 2, "the targets are not an array literal, which vipgen does not run")
        }
        let packagesLabel = arguments["packages"]
        let packagePaths =
            packagesLabel.map { label in reader.strings(after: "path", in: label..<reader.argumentEnd(label)) } ?? []
        var targets: [ManifestTarget] = []
        var index = targetsLabel + 3
        while index < end {
            let open: Int
            if reader.isText(index, "."), reader.isText(index + 1, "target"), reader.isText(index + 2, "(") {
                open = index + 2
            } else if reader.isText(index, "Target"), reader.isText(index + 1, "(") {
                open = index + 1
            } else if reader.isText(index, "Target"), reader.isText(index + 1, "."), reader.isText(index + 2, "target"),
                reader.isText(index + 3, "(")
            {
                open = index + 3
            } else {
                throw reader.fail(index, "a target that is not a '.target(' call, which vipgen does not run")
            }
            guard let close = reader.closing(open) else { throw reader.fail(open, "this '(' is not closed") }
            targets.append(
                try target(
                    open: open, close: close, reader: reader, folder: folder, packagePaths: packagePaths,
                    packagesLabel: packagesLabel, targetsLabel: targetsLabel))
            index = close + 1
            if reader.isText(index, ",") { index += 1 }
        }
        return targets
    }

    /// `text` scanned as Swift, or refused at its start.
    static func scanned(_ text: String, path: String) throws(ManifestReadError) -> SwiftSource {
        do {
            return try SwiftSource(text)
        } catch {
            throw ManifestReadError(file: path, location: SourceLocation(line: 1, column: 1), message: "\(error)")
        }
    }

    private static func target(
        open: Int, close: Int, reader: Reader, folder: String, packagePaths: [String], packagesLabel: Int?,
        targetsLabel: Int
    ) throws(ManifestReadError) -> ManifestTarget {
        let source = reader.source
        let path = reader.path
        let arguments = reader.arguments(ofCallAt: open)
        guard let nameLabel = arguments["name"] else { throw reader.fail(open, "a target with no 'name:'") }
        // A name made in code (`appName.targetName`, `"\\(name)Tests"`, common in Tuist 4 manifests) is
        // shown as written: the target is still read, its module name left to the person.
        let literal = reader.string(at: nameLabel + 2)
        let name = literal ?? reader.code(from: nameLabel + 2, to: reader.argumentEnd(nameLabel))
        let product = arguments["product"].map {
            reader.isText($0 + 2, ".") ? source.text(of: source.code[$0 + 3]) : ""
        }
        let kind: ManifestTarget.Kind = product == "app" ? .app : product == "unitTests" ? .unitTests : .other
        var sources: [ManifestSource] = []
        if let label = arguments["sources"] {
            sources += try reader.globs(at: label + 2, target: name).map {
                ManifestSource(pattern: $0.text, isGlob: true, location: $0.location)
            }
        }
        if let label = arguments["buildableFolders"] {
            sources += try reader.globs(at: label + 2, target: name).map {
                ManifestSource(pattern: $0.text, isGlob: false, location: $0.location)
            }
        }
        var products: [String] = []
        if let label = arguments["dependencies"] {
            let range = label..<reader.argumentEnd(label)
            // `.package(product: "X")`, or `.external(name: "X")` for a package `Tuist/Package.swift` names.
            products =
                reader.strings(after: "product", in: range)
                + range.compactMap {
                    reader.isText($0 - 2, "external") && reader.isText($0, "name") ? reader.string(at: $0 + 2) : nil
                }
        }
        let location = reader.location(open - 1)
        let addSource: @Sendable (String) -> ManifestAddition = { entry in
            if let label = arguments["buildableFolders"] {
                return reader.addition(
                    "\"\(entry)\"", toArrayAt: label + 2, what: "target '\(name)', 'buildableFolders'")
            }
            if let label = arguments["sources"] {
                // `.paths([…])`: its array.
                let paths =
                    reader.isText(label + 2, ".") && reader.isText(label + 3, "paths") && reader.isText(label + 5, "[")
                return reader.addition(
                    "\"\(entry)/**\"", toArrayAt: label + (paths ? 5 : 2), what: "target '\(name)', 'sources'")
            }
            return reader.newArgument(
                "sources: [\"\(entry)/**\"],", in: arguments, after: beforeSources, callAt: open,
                what: "target '\(name)'")
        }
        let addProduct: @Sendable (String, String) -> [ManifestAddition] = { product, packageFolder in
            var additions: [ManifestAddition] = []
            if !packagePaths.contains(where: { Paths.normalize($0) == packageFolder }) {
                let entry = ".package(path: \"\(packageFolder)\")"
                if let packagesLabel {
                    additions.append(reader.addition(entry, toArrayAt: packagesLabel + 2, what: "'packages'"))
                } else {
                    let indent = source.indentation(ofLineAt: source.code[targetsLabel].start)
                    additions.append(
                        ManifestAddition(
                            place: "add before \(path):\(reader.location(targetsLabel).line)",
                            lines: ["\(indent)packages: [\(entry)],"]))
                }
            }
            let entry = ".package(product: \"\(product)\")"
            if let label = arguments["dependencies"] {
                additions.append(reader.addition(entry, toArrayAt: label + 2, what: "target '\(name)', 'dependencies'"))
            } else {
                additions.append(
                    reader.newArgument(
                        "dependencies: [\(entry)],", in: arguments, after: beforeDependencies, callAt: open,
                        what: "target '\(name)'"))
            }
            return additions
        }
        return ManifestTarget(
            name: name, kind: kind, sources: sources, products: products, manifest: path, folder: folder,
            location: location, addSource: addSource, addProduct: addProduct,
            targetDependencies: arguments["dependencies"].map { label in
                let range = label..<reader.argumentEnd(label)
                return range.compactMap {
                    guard reader.isText($0 - 2, "target"), reader.isText($0, "name") else { return nil }
                    return reader.string(at: $0 + 2) ?? reader.code(from: $0 + 2, to: reader.argumentEnd($0))
                }
            } ?? [],
            moduleName: arguments["productName"].flatMap { reader.string(at: $0 + 2) }, nameIsCode: literal == nil)
    }

    /// Reading a manifest's tokens.
    private struct Reader: Sendable {
        let source: SwiftSource
        let path: String

        func isText(_ index: Int, _ word: String) -> Bool {
            index < source.code.count && source.text(of: source.code[index]) == word
        }

        func location(_ index: Int) -> SourceLocation {
            let offset = index < source.code.count ? source.code[index].start : source.bytes.count
            return SourceLocation.scanning(source.bytes, to: offset)
        }

        func fail(_ index: Int, _ message: String) -> ManifestReadError {
            ManifestReadError(file: path, location: location(index), message: message)
        }

        func closing(_ open: Int) -> Int? { source.closingBracket(of: open) }

        /// The labels of the call whose `(` is at `open`, each at its index.
        func arguments(ofCallAt open: Int) -> [String: Int] {
            guard let close = closing(open) else { return [:] }
            var labels: [String: Int] = [:]
            var depth = 0
            for index in (open + 1)..<close {
                let word = source.text(of: source.code[index])
                if word == "(" || word == "[" || word == "{" { depth += 1 }
                if word == ")" || word == "]" || word == "}" { depth -= 1 }
                let starts = index == open + 1 || isText(index - 1, ",")
                if depth == 0, starts, source.code[index].kind == .identifier, isText(index + 1, ":"),
                    labels[word] == nil
                {
                    labels[word] = index
                }
            }
            return labels
        }

        /// The index just past the argument labelled at `label`: its `,` or the call's `)`.
        func argumentEnd(_ label: Int) -> Int {
            var depth = 0
            var index = label
            while index < source.code.count {
                let word = source.text(of: source.code[index])
                if word == "(" || word == "[" || word == "{" { depth += 1 }
                if word == ")" || word == "]" || word == "}" {
                    if depth == 0 { return index }
                    depth -= 1
                }
                if word == ",", depth == 0 { return index }
                index += 1
            }
            return index
        }

        /// The source text of the tokens from `start` to before `end`, as written.
        func code(from start: Int, to end: Int) -> String {
            guard start < end, end <= source.code.count else { return "" }
            let bytes = source.bytes[source.code[start].start..<source.code[end - 1].end]
            return String(decoding: bytes, as: UTF8.self)
        }

        func string(at index: Int) -> String? {
            guard index < source.code.count, source.code[index].kind == .string else { return nil }
            let text = source.text(of: source.code[index])
            guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.contains("\\(") else { return nil }
            return String(text.dropFirst().dropLast())
        }

        /// Every string literal right after `label:` in `range`.
        func strings(after label: String, in range: Range<Int>) -> [String] {
            range.compactMap { index in
                isText(index, label) && isText(index + 1, ":") ? string(at: index + 2) : nil
            }
        }

        /// The globs of a `sources:` or `buildableFolders:` value starting at `index`: a string, an array
        /// of strings, `.glob("…")`, `.folder("…")` or `.folder(path: "…")` entries, or `.paths([…])`.
        func globs(at index: Int, target: String) throws(ManifestReadError) -> [(
            text: String, location: SourceLocation
        )] {
            if let text = string(at: index) { return [(try checked(text, at: index), location(index))] }
            if isText(index, "."), isText(index + 1, "paths"), isText(index + 2, "("), isText(index + 3, "[") {
                return try globs(at: index + 3, target: target)
            }
            guard isText(index, "["), let close = closing(index) else {
                throw fail(index, "the target '\(target)''s sources are not a literal vipgen can read")
            }
            var found: [(String, SourceLocation)] = []
            var at = index + 1
            while at < close {
                if let text = string(at: at) {
                    found.append((try checked(text, at: at), location(at)))
                    at += 1
                } else if isText(at, "."), isText(at + 1, "glob") || isText(at + 1, "folder"), isText(at + 2, "("),
                    let text = string(at: at + 3) ?? (isText(at + 3, "path") ? string(at: at + 5) : nil),
                    let end = closing(at + 2)
                {
                    found.append((try checked(text, at: at), location(at)))
                    at = end + 1
                } else {
                    throw fail(at, "the target '\(target)''s sources hold an entry vipgen cannot read")
                }
                if isText(at, ",") { at += 1 }
            }
            return found
        }

        private func checked(_ glob: String, at index: Int) throws(ManifestReadError) -> String {
            if glob.contains("{") || glob.contains("[") || glob.hasPrefix("/") {
                throw fail(index, "vipgen does not follow the glob '\(glob)' ('{…}', '[…]' or an absolute path)")
            }
            return glob
        }

        /// The line that adds `entry` to the array literal at `open`: one a line, or its line rewritten.
        func addition(_ entry: String, toArrayAt open: Int, what: String) -> ManifestAddition {
            guard isText(open, "["), let close = closing(open) else {
                // `sources: "App/**"`: the value becomes a list.
                let line = location(open).line
                let original = lineText(line)
                let token = source.code[open]
                let start = token.start - source.lineStart(of: token.start)
                let bytes = Array(original.utf8)
                let value = String(
                    decoding: bytes[start..<min(bytes.count, start + token.end - token.start)], as: UTF8.self)
                let rewritten =
                    String(decoding: bytes[..<start], as: UTF8.self) + "[\(value), \(entry)]"
                    + String(decoding: bytes[min(bytes.count, start + token.end - token.start)...], as: UTF8.self)
                return ManifestAddition(place: "write \(path):\(line) as (\(what))", lines: [rewritten])
            }
            let closeToken = source.code[close]
            let closeStartsLine =
                source.lineStart(of: closeToken.start) + source.indentation(ofLineAt: closeToken.start).utf8.count
                == closeToken.start
            guard closeStartsLine else {
                let line = location(close).line
                let original = Array(lineText(line).utf8)
                let column = closeToken.start - source.lineStart(of: closeToken.start)
                let empty = close == open + 1
                let rewritten =
                    String(decoding: original[..<column], as: UTF8.self) + (empty ? "" : ", ") + entry
                    + String(decoding: original[column...], as: UTF8.self)
                return ManifestAddition(place: "write \(path):\(line) as (\(what))", lines: [rewritten])
            }
            let indent =
                close > open + 1
                ? source.indentation(ofLineAt: source.code[open + 1].start)
                : source.indentation(ofLineAt: closeToken.start) + "    "
            let lastHasComma = close == open + 1 || isText(close - 1, ",")
            let afterLine = location(close).line - 1
            let note = lastHasComma ? "" : ", with a comma after the entry on line \(afterLine)"
            return ManifestAddition(
                place: "add after \(path):\(afterLine) (\(what)\(note))", lines: ["\(indent)\(entry),"])
        }

        /// The line that adds a new argument to a `.target(` call after the last of `after` it has.
        func newArgument(
            _ text: String, in arguments: [String: Int], after: [String], callAt open: Int, what: String
        ) -> ManifestAddition {
            let previous = after.compactMap { arguments[$0] }.max() ?? open
            let end = argumentEnd(previous)
            let line = location(end).line
            let next = isText(end, ",") ? end + 1 : end
            guard location(next).line == line else {
                let indent = source.indentation(ofLineAt: source.code[previous].start)
                return ManifestAddition(place: "add after \(path):\(line) (\(what))", lines: ["\(indent)\(text)"])
            }
            // The arguments share a line: the line to write instead.
            let token = source.code[end]
            let (offset, inserted) = isText(end, ",") ? (token.end, " " + text) : (token.start, ", " + text.dropLast())
            let bytes = Array(lineText(line).utf8)
            let column = offset - source.lineStart(of: token.start)
            let rewritten =
                String(decoding: bytes[..<column], as: UTF8.self) + inserted
                + String(decoding: bytes[column...], as: UTF8.self)
            return ManifestAddition(place: "write \(path):\(line) as (\(what))", lines: [rewritten])
        }

        private func lineText(_ line: Int) -> String {
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            return line - 1 < lines.count ? String(lines[line - 1]) : ""
        }
    }
}
