import SwiftScanning

/// One entry of `packageDependencies`: a target of the package (`DesignSystem`), or a local package's
/// product (`Networking:../Networking`: the product's name, then the package's folder).
struct PackageDependency: Equatable, Sendable {
    var name: String
    /// The local package's folder, as written (relative to the package's folder); nil for a target.
    var folder: String?

    init(_ text: String) {
        if let colon = text.firstIndex(of: ":") {
            name = String(text[..<colon])
            folder = String(text[text.index(after: colon)...])
        } else {
            name = text
            folder = nil
        }
    }

    static func check(_ text: String) throws(InvalidValue) {
        let dependency = PackageDependency(text)
        do {
            try SwiftNames.validateModuleName(dependency.name)
        } catch {
            throw InvalidValue("expected a target's name or PRODUCT:FOLDER, found \(JSONText.quoted(text)): \(error)")
        }
        if let folder = dependency.folder, folder.isEmpty || folder.contains("\"") || folder.contains("\\") {
            throw InvalidValue("expected PRODUCT:FOLDER with a folder, found \(JSONText.quoted(text))")
        }
    }

    /// The package's name, as SwiftPM names a local package: its folder's last part.
    var packageName: String? { folder.map { String(Paths.fileName(of: Paths.normalize($0))) } }

    /// How a target's `dependencies` names it.
    var targetDependency: String {
        guard let packageName else { return "\"\(name)\"" }
        return ".product(name: \"\(name)\", package: \"\(packageName)\")"
    }

    /// The package's entry in the manifest's `dependencies`; nil for a target of the package.
    var packageEntry: String? { folder.map { ".package(path: \"\($0)\")" } }
}

/// A feature target a scene needs in its package's manifest: the library target, its test target and
/// its product.
struct FeatureTarget: Equatable, Sendable {
    var name: String
    /// The target's dependencies, as the manifest writes them (`"Detail"`, `.product(…)`).
    var dependencies: [String]

    var targetEntry: String {
        let list = dependencies.isEmpty ? "" : ", dependencies: [\(dependencies.joined(separator: ", "))]"
        return ".target(name: \"\(name)\"\(list))"
    }
    var testEntry: String { ".testTarget(name: \"\(name)Tests\", dependencies: [\"\(name)\"])" }
    var productEntry: String { ".library(name: \"\(name)\", targets: [\"\(name)\"])" }
}

/// Why a manifest cannot be edited for sure, and what to add by hand instead.
struct PackageManifestRefusal: Error, Equatable {
    let path: String
    let reason: String
    let byHand: [String]

    var message: String {
        "'\(path)' cannot be edited for sure: \(reason); nothing was written. Add by hand:\n"
            + byHand.map { "  \($0)\n" }.joined() + "then run vipgen again."
    }
}

/// Inserts feature targets into a `Package.swift`, read with the Swift scanner: only lines are added, in
/// the manifest's own layout (indentation, trailing commas), and a manifest already holding them is
/// left as it is. A manifest whose arrays are not literals vipgen can see (`targets: makeTargets()`) is
/// refused, with what to add by hand.
enum PackageManifest {
    /// A new package for iOS 17 and later, named after its folder, holding `features`.
    static func new(folder: String, features: [FeatureTarget], dependencies: [PackageDependency]) -> String {
        let name = String(Paths.fileName(of: Paths.normalize(folder)))
        let packages = unique(dependencies.compactMap(\.packageEntry))
        var text = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(name == "." ? "Features" : name)",
                platforms: [.iOS(.v17)],
                products: [
            \(features.map { "        \($0.productEntry),\n" }.joined())    ],

            """
        if !packages.isEmpty {
            text += "    dependencies: [\n" + packages.map { "        \($0),\n" }.joined() + "    ],\n"
        }
        text +=
            "    targets: [\n"
            + features.map { "        \($0.targetEntry),\n        \($0.testEntry),\n" }.joined() + "    ]\n)\n"
        return text
    }

    /// `text` with every feature, its test target and product, and the local packages `dependencies`
    /// name; the same text when it has them all. Dependencies of a target already there are added to
    /// its `dependencies` list when that is a literal.
    static func adding(
        _ features: [FeatureTarget], dependencies: [PackageDependency], to text: String, path: String
    ) throws -> String {
        let byHand = Self.byHand(features, dependencies: dependencies)
        func refuse(_ reason: String) -> PackageManifestRefusal {
            PackageManifestRefusal(path: path, reason: reason, byHand: byHand)
        }
        let source: SwiftSource
        do {
            source = try SwiftSource(text)
        } catch {
            throw refuse("it does not scan as Swift (\(error))")
        }
        let code = source.code
        func isText(_ index: Int, _ word: String) -> Bool { index < code.count && source.text(of: code[index]) == word }
        guard let call = code.indices.first(where: { isText($0, "Package") && isText($0 + 1, "(") }) else {
            throw refuse("no 'Package(' call was found")
        }
        guard let callEnd = source.closingBracket(of: call + 1) else { throw refuse("'Package(' is not closed") }
        // The arguments of `Package(`: a label at depth one followed by `:`.
        var labels: [String: Int] = [:]
        var depth = 0
        for index in (call + 2)..<callEnd {
            let word = source.text(of: code[index])
            if word == "(" || word == "[" || word == "{" { depth += 1 }
            if word == ")" || word == "]" || word == "}" { depth -= 1 }
            if depth == 0, code[index].kind == .identifier, isText(index + 1, ":"), labels[word] == nil {
                labels[word] = index
            }
        }
        var insertions: [Edit] = []
        guard let targetsLabel = labels["targets"] else { throw refuse("its 'Package(' has no 'targets:' argument") }
        guard isText(targetsLabel + 2, "["), let targetsEnd = source.closingBracket(of: targetsLabel + 2) else {
            throw refuse(
                "its targets are not an array literal ('targets: \(source.text(of: code[targetsLabel + 2]))…')")
        }
        let targetsArray = (targetsLabel + 2)...targetsEnd
        // Targets already there, with their dependency lists.
        var newTargets: [String] = []
        for feature in features {
            if let call = entryCall(named: feature.name, kind: "target", in: targetsArray, source: source) {
                let missing = feature.dependencies
                guard !missing.isEmpty else { continue }
                insertions += try addDependencies(
                    missing, toTargetCall: call, source: source, path: path, refuse: refuse)
            } else {
                newTargets.append(feature.targetEntry)
            }
            if entryCall(named: feature.name + "Tests", kind: "testTarget", in: targetsArray, source: source) == nil {
                newTargets.append(feature.testEntry)
            }
        }
        if !newTargets.isEmpty {
            insertions.append(
                try insertion(of: newTargets, intoArrayAt: targetsLabel + 2, source: source, path: path, refuse: refuse)
            )
        }
        let newProducts = features.filter {
            guard let label = labels["products"], isText(label + 2, "["), let end = source.closingBracket(of: label + 2)
            else { return true }
            return entryCall(named: $0.name, kind: "library", in: (label + 2)...end, source: source) == nil
        }.map(\.productEntry)
        if !newProducts.isEmpty {
            guard let label = labels["products"] else {
                throw refuse("it has no 'products:' argument for the features' library products")
            }
            guard isText(label + 2, "[") else { throw refuse("its products are not an array literal") }
            insertions.append(
                try insertion(of: newProducts, intoArrayAt: label + 2, source: source, path: path, refuse: refuse))
        }
        let packages = unique(dependencies.compactMap(\.packageEntry)).filter { entry in
            guard let label = labels["dependencies"], isText(label + 2, "["),
                let end = source.closingBracket(of: label + 2)
            else { return true }
            let path = entry.dropFirst(".package(path: ".count).dropLast()
            return !((label + 2)...end).contains { source.text(of: code[$0]) == path }
        }
        if !packages.isEmpty {
            if let label = labels["dependencies"] {
                guard isText(label + 2, "[") else { throw refuse("its dependencies are not an array literal") }
                insertions.append(
                    try insertion(of: packages, intoArrayAt: label + 2, source: source, path: path, refuse: refuse))
            } else {
                // A `dependencies:` argument of its own, just before `targets:`, in the arguments' layout.
                let lineStart = source.lineStart(of: code[targetsLabel].start)
                let indent = source.indentation(ofLineAt: code[targetsLabel].start)
                let unit = indentUnit(source)
                let lines =
                    "\(indent)dependencies: [\n" + packages.map { "\(indent)\(unit)\($0),\n" }.joined()
                    + "\(indent)],\n"
                insertions.append(Edit(offset: lineStart, text: lines))
            }
        }
        var bytes = Array(text.utf8)
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.replaceSubrange(
                insertion.offset..<(insertion.offset + insertion.replacing), with: Array(insertion.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines to add by hand, for a refusal.
    static func byHand(_ features: [FeatureTarget], dependencies: [PackageDependency]) -> [String] {
        unique(dependencies.compactMap(\.packageEntry)).map { "in 'dependencies': \($0)," }
            + features.map { "in 'products': \($0.productEntry)," }
            + features.flatMap { ["in 'targets': \($0.targetEntry),", "in 'targets': \($0.testEntry),"] }
    }

    /// Text inserted at `offset`; `replacing` bytes there are replaced only for a target line vipgen
    /// wrote and nobody changed since.
    struct Edit {
        var offset: Int
        var replacing = 0
        var text: String
    }

    // MARK: - Reading the manifest

    /// The `(` of `.kind(name: "name"…)` inside `array`, when there is one.
    private static func entryCall(
        named name: String, kind: String, in array: ClosedRange<Int>, source: SwiftSource
    ) -> Int? {
        let code = source.code
        for index in array where index + 5 <= array.upperBound {
            guard source.text(of: code[index]) == ".", source.text(of: code[index + 1]) == kind,
                source.text(of: code[index + 2]) == "(", source.text(of: code[index + 3]) == "name",
                source.text(of: code[index + 4]) == ":", source.text(of: code[index + 5]) == "\"\(name)\""
            else { continue }
            return index + 2
        }
        return nil
    }

    /// The dependencies of a target already in the manifest that it lacks: its call rewritten with them
    /// when it is still exactly as vipgen writes it (`.target(name: "X", dependencies: [...])`), the one
    /// line vipgen changes, as it wrote it; refused at its place otherwise.
    private static func addDependencies(
        _ wanted: [String], toTargetCall open: Int, source: SwiftSource, path: String,
        refuse: (String) -> PackageManifestRefusal
    ) throws -> [Edit] {
        let code = source.code
        guard let close = source.closingBracket(of: open) else { return [] }
        let name = String(source.text(of: code[open + 3]).dropFirst().dropLast())
        var label: Int?
        var depth = 0
        for index in (open + 1)..<close {
            let word = source.text(of: code[index])
            if word == "(" || word == "[" { depth += 1 }
            if word == ")" || word == "]" { depth -= 1 }
            if depth == 0, word == "dependencies", source.text(of: code[index + 1]) == ":" { label = index }
        }
        var present: [String] = []
        if let label {
            guard source.text(of: code[label + 2]) == "[", let end = source.closingBracket(of: label + 2) else {
                throw refuse("a target's dependencies are not an array literal")
            }
            // Each element's text, spaces as vipgen writes them.
            var element = ""
            var level = 0
            for index in (label + 3)..<end {
                let word = source.text(of: code[index])
                if word == "(" || word == "[" { level += 1 }
                if word == ")" || word == "]" { level -= 1 }
                if word == ",", level == 0 {
                    present.append(element)
                    element = ""
                } else {
                    element += word + (word == "," || word == ":" ? " " : "")
                }
            }
            if !element.isEmpty { present.append(element) }
        }
        let squeezed = Set(present.map { $0.filter { $0 != " " } })
        let missing = wanted.filter { !squeezed.contains($0.filter { $0 != " " }) }
        guard !missing.isEmpty else { return [] }
        let start = code[open - 2].start
        let written = source.text(start..<code[close].end)
        guard written == FeatureTarget(name: name, dependencies: present).targetEntry else {
            let location = SourceLocation.scanning(source.bytes, to: start)
            throw refuse(
                "the target '\(name)' at \(path):\(location) lacks \(missing.joined(separator: ", ")) in its dependencies, "
                    + "and it is not as vipgen wrote it, so adding them would change a line of yours")
        }
        return [
            Edit(
                offset: start, replacing: code[close].end - start,
                text: FeatureTarget(name: name, dependencies: present + missing).targetEntry)
        ]
    }

    /// `entries` added to the array literal opening at `open` as lines of their own, at its elements'
    /// indentation: before its `]` (after a last element with a trailing comma), or, when its last
    /// element has none, right after its `[` (each with one). An array on one line would have its line
    /// changed: refused at its place, with the lines to add by hand.
    private static func insertion(
        of entries: [String], intoArrayAt open: Int, source: SwiftSource, path: String,
        refuse: (String) -> PackageManifestRefusal
    ) throws -> Edit {
        let code = source.code
        let close = source.closingBracket(of: open)!
        let empty = close == open + 1
        let label = open >= 2 ? source.text(of: code[open - 2]) : "array"
        guard startsLine(code[close], source) else {
            let location = SourceLocation.scanning(source.bytes, to: code[open].start)
            throw refuse(
                "its '\(label)' array at \(path):\(location) is written on one line, and vipgen only adds lines "
                    + "(it never changes one of yours)")
        }
        let indent: String
        if !empty, startsLine(code[open + 1], source) {
            indent = source.indentation(ofLineAt: code[open + 1].start)
        } else {
            indent = source.indentation(ofLineAt: code[close].start) + indentUnit(source)
        }
        let text = entries.map { indent + $0 + ",\n" }.joined()
        if !empty, source.text(of: code[close - 1]) != "," {
            guard startsLine(code[open + 1], source) else {
                let location = SourceLocation.scanning(source.bytes, to: code[open].start)
                throw refuse(
                    "its '\(label)' array at \(path):\(location) has no comma after its last element and an "
                        + "element on the line of its '[', so vipgen cannot add a line without changing one of yours")
            }
            // The new entries go first, each with its comma: no line of the array changes.
            return Edit(offset: source.lineStart(of: code[open + 1].start), text: text)
        }
        return Edit(offset: source.lineStart(of: code[close].start), text: text)
    }

    /// The manifest's indentation step: the first indented line's, else four spaces.
    private static func indentUnit(_ source: SwiftSource) -> String {
        for token in source.code where startsLine(token, source) {
            let indent = source.indentation(ofLineAt: token.start)
            if !indent.isEmpty { return indent }
        }
        return "    "
    }

    /// Whether only whitespace precedes `token` on its line.
    private static func startsLine(_ token: SwiftToken, _ source: SwiftSource) -> Bool {
        source.lineStart(of: token.start) + source.indentation(ofLineAt: token.start).utf8.count == token.start
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
