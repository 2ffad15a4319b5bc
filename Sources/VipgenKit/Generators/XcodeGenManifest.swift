import SwiftScanning

/// The targets of an XcodeGen `project.yml`, read with vipgen's YAML subset: each target's `type`,
/// its `sources` (a path, a list of paths or of `path:` entries, or what its `templates` give) and the
/// packages it depends on.
enum XcodeGenManifest {
    static func targets(_ text: String, path: String, folder: String) throws(ManifestReadError) -> [ManifestTarget] {
        func fail(_ location: SourceLocation, _ message: String) -> ManifestReadError {
            ManifestReadError(file: path, location: location, message: message)
        }
        let root: YAMLNode
        do {
            root = try YAMLSubset.parse(text)
        } catch {
            throw fail(error.location, error.message)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        guard let top = root.pairs else { throw fail(root.location, "expected the spec's keys (name, targets, …)") }
        guard let targetsPair = top.first(where: { $0.key == "targets" }) else {
            let include = top.first { $0.key == "include" }
            throw fail(
                include?.keyLocation ?? root.location,
                include == nil
                    ? "the spec has no 'targets'"
                    : "the targets are in the files 'include' names, which vipgen does not read")
        }
        guard let targetPairs = targetsPair.value.pairs else {
            throw fail(targetsPair.value.location, "expected a mapping of targets by name")
        }
        let unit = max(2, (targetPairs.first?.keyLocation.column ?? 3) - targetsPair.keyLocation.column)
        let packages = top.first { $0.key == "packages" }
        let templates = root["targetTemplates"]
        let types = targetPairs.map { pair in
            pair.value["type"]?.string
                ?? templateNodes(of: pair.value, in: templates).compactMap { $0["type"]?.string }.last ?? ""
        }
        return try targetPairs.enumerated().map { offset, pair throws(ManifestReadError) -> ManifestTarget in
            guard let target = pair.value.pairs else {
                throw fail(pair.value.location, "expected the target '\(pair.key)''s keys")
            }
            let node = pair.value
            // XcodeGen merges the templates in order, then the target: a list is appended to, a
            // value replaced; `${target_name}` and the `templateAttributes` are filled in the templates.
            let merged = templateNodes(of: node, in: templates)
            let attributes = (node["templateAttributes"]?.pairs ?? []).compactMap { pair in
                pair.value.string.map { ("${\(pair.key)}", $0) }
            }
            let filled = { (text: String) -> String in
                ([("${target_name}", pair.key)] + attributes).reduce(text) {
                    $0.replacing($1.0, with: $1.1)
                }
            }
            var sources: [ManifestSource] = []
            for template in merged {
                sources += try sourceEntries(template["sources"], target: pair.key, filled: filled, fail: fail)
            }
            sources += try sourceEntries(node["sources"], target: pair.key, filled: { $0 }, fail: fail)
            let type = types[offset]
            let kind: ManifestTarget.Kind =
                type == "application" ? .app : type == "bundle.unit-test" ? .unitTests : .other
            let keyIndent = String(repeating: " ", count: (target.first?.keyLocation.column ?? 1) - 1)
            let dependencies = node["dependencies"]
            let products = (dependencies?.items ?? []).flatMap { item -> [String] in
                guard let package = item["package"]?.string else { return [] }
                if let list = item["products"]?.items { return list.compactMap(\.string) }
                return [item["product"]?.string ?? package]
            }
            let name = pair.key
            let targetDependencies = (dependencies?.items ?? []).compactMap { $0["target"]?.string }
            let moduleName = ([node] + merged.reversed()).lazy.compactMap { part -> String? in
                let settings = part["settings"]
                return (settings?["base"]?["PRODUCT_MODULE_NAME"] ?? settings?["PRODUCT_MODULE_NAME"])?.string
            }.first.map(filled)
            let sourcesPair = target.first { $0.key == "sources" }
            let dependenciesPair = target.first { $0.key == "dependencies" }
            let lastLine = node.lastLine
            // Apps made from one template (one per environment) all compile what it lists: a folder
            // goes there, so every one of them gets the scene.
            let shared = (node["templates"]?.items ?? []).compactMap(\.string).first { name in
                templates?[name]?["sources"] != nil
                    && targetPairs.indices.contains { other in
                        other != offset && types[other] == "application" && type == "application"
                            && (targetPairs[other].value["templates"]?.items ?? []).contains { $0.string == name }
                    }
            }
            let sharedPair = shared.flatMap { name in templates?.pairs?.first { $0.key == name } }
            return ManifestTarget(
                name: name, kind: kind, sources: sources, products: products, manifest: path, folder: folder,
                location: pair.keyLocation,
                addSource: { entry in
                    if let sharedPair, let keys = sharedPair.value.pairs {
                        let users = targetPairs.indices.filter { index in
                            (targetPairs[index].value["templates"]?.items ?? []).contains {
                                $0.string == sharedPair.key
                            }
                        }.map { "'\(targetPairs[$0].key)'" }
                        return sourceAddition(
                            entry, pair: keys.first { $0.key == "sources" },
                            keyIndent: String(repeating: " ", count: (keys.first?.keyLocation.column ?? 1) - 1),
                            unit: unit, lastLine: sharedPair.value.lastLine, lines: lines,
                            what: "target template '\(sharedPair.key)' of \(users.joined(separator: ", "))", path: path)
                    }
                    return sourceAddition(
                        entry, pair: sourcesPair, keyIndent: keyIndent, unit: unit, lastLine: lastLine, lines: lines,
                        what: "target '\(name)'", path: path)
                },
                addProduct: { product, packageFolder in
                    productAdditions(
                        product: product, packageFolder: packageFolder, packages: packages,
                        dependencies: dependenciesPair, keyIndent: keyIndent, unit: unit, lastLine: lastLine,
                        targetsLine: targetsPair.keyLocation.line, target: name, path: path)
                }, targetDependencies: targetDependencies,
                moduleName: moduleName?.contains("$") == true ? nil : moduleName)
        }
    }

    /// The templates a target's `templates` name, each after the templates it names itself, once each.
    private static func templateNodes(of node: YAMLNode, in templates: YAMLNode?) -> [YAMLNode] {
        var names: [String] = []
        var visiting: Set<String> = []
        func collect(_ node: YAMLNode) {
            for name in (node["templates"]?.items ?? []).compactMap(\.string)
            where !names.contains(name) && visiting.insert(name).inserted {
                if let template = templates?[name] { collect(template) }
                names.append(name)
            }
        }
        collect(node)
        return names.compactMap { templates?[$0] }
    }

    private static func sourceEntries(
        _ node: YAMLNode?, target: String, filled: (String) -> String,
        fail: (SourceLocation, String) -> ManifestReadError
    ) throws(ManifestReadError) -> [ManifestSource] {
        guard let node else { return [] }
        if let text = node.string.map(filled) {
            return text.isEmpty ? [] : [ManifestSource(pattern: text, isGlob: false, location: node.location)]
        }
        guard let items = node.items else {
            throw fail(node.location, "expected the target '\(target)''s sources as a path or a list")
        }
        return try items.map { item throws(ManifestReadError) -> ManifestSource in
            guard let text = (item.string ?? item["path"]?.string).map(filled) else {
                throw fail(item.location, "expected a path, or 'path:' with one")
            }
            if text.contains("$") {
                throw fail(item.location, "vipgen does not follow variables in a source path ('\(text)')")
            }
            let excludes = (item["excludes"]?.items ?? []).compactMap(\.string)
            return ManifestSource(pattern: text, isGlob: false, location: item.location, excludes: excludes)
        }
    }

    /// The lines that add `entry` to a target's sources, in the list's own form.
    private static func sourceAddition(
        _ entry: String, pair: YAMLPair?, keyIndent: String, unit: Int, lastLine: Int, lines: [String],
        what: String, path: String
    ) -> ManifestAddition {
        let spaces = String(repeating: " ", count: unit)
        guard let pair else {
            return ManifestAddition(
                place: "add after \(path):\(lastLine) (\(what))",
                lines: ["\(keyIndent)sources:", "\(keyIndent)\(spaces)- \(entry)"])
        }
        if case .sequence(let items, _, false) = pair.value, let first = items.first {
            let indent = String(repeating: " ", count: first.location.column - 3)
            let line = first.string == nil ? "\(indent)- path: \(entry)" : "\(indent)- \(entry)"
            return ManifestAddition(
                place: "add after \(path):\(pair.value.lastLine) (\(what), 'sources')", lines: [line])
        }
        // One line (`sources: App` or `sources: [App]`): the line to write instead.
        let original = lines[pair.keyLocation.line - 1]
        let rewritten: String
        if case .sequence = pair.value, let close = original.lastIndex(of: "]") {
            let empty = pair.value.items?.isEmpty ?? true
            rewritten = original[..<close] + (empty ? "" : ", ") + entry + original[close...]
        } else {
            let value = pair.value.string ?? ""
            rewritten = "\(keyIndent)sources: [\(value), \(entry)]"
        }
        return ManifestAddition(
            place: "write \(path):\(pair.keyLocation.line) as (\(what), 'sources')",
            lines: [rewritten])
    }

    /// The lines that make the package at `packageFolder` one of the spec's `packages` and link its
    /// `product` into the target.
    private static func productAdditions(
        product: String, packageFolder: String, packages: YAMLPair?, dependencies: YAMLPair?, keyIndent: String,
        unit: Int, lastLine: Int, targetsLine: Int, target: String, path: String
    ) -> [ManifestAddition] {
        let spaces = String(repeating: " ", count: unit)
        var additions: [ManifestAddition] = []
        let known = packages?.value.pairs?.first { Paths.normalize($0.value["path"]?.string ?? "") == packageFolder }
        let packageName = known?.key ?? String(Paths.fileName(of: packageFolder))
        if known == nil {
            if let packages, let first = packages.value.pairs?.first {
                let indent = String(repeating: " ", count: first.keyLocation.column - 1)
                additions.append(
                    ManifestAddition(
                        place: "add after \(path):\(packages.value.lastLine) ('packages')",
                        lines: ["\(indent)\(packageName):", "\(indent)\(spaces)path: \(packageFolder)"]))
            } else {
                additions.append(
                    ManifestAddition(
                        place: "add before \(path):\(targetsLine)",
                        lines: ["packages:", "\(spaces)\(packageName):", "\(spaces)\(spaces)path: \(packageFolder)"]))
            }
        }
        if let dependencies, case .sequence(let items, _, false) = dependencies.value, let first = items.first {
            let indent = String(repeating: " ", count: first.location.column - 3)
            additions.append(
                ManifestAddition(
                    place: "add after \(path):\(dependencies.value.lastLine) (target '\(target)', 'dependencies')",
                    lines: ["\(indent)- package: \(packageName)", "\(indent)  product: \(product)"]))
        } else {
            additions.append(
                ManifestAddition(
                    place: "add after \(path):\(lastLine) (target '\(target)')",
                    lines: [
                        "\(keyIndent)dependencies:", "\(keyIndent)\(spaces)- package: \(packageName)",
                        "\(keyIndent)\(spaces)  product: \(product)",
                    ]))
        }
        return additions
    }
}
