import Foundation
import Mustache

// Writes Templates/ into one Swift file, so the installed binary carries its templates and works
// when copied alone (SwiftPM resource bundles do not survive that). Each subfolder is a flavor
// (it has a flavor.json) or a folder of partials every flavor shares (common/). Each template is
// stored twice: as its text, for `vipgen templates show` and for error positions, and already
// parsed, so vipgen never parses its own templates at start-up. A manifest is stored as its text,
// for `vipgen templates show` and export, and already read, as the `FlavorManifest` it means, so a run
// parses no JSON of its own either (reading one at run time cost more than rendering a scene's files).
// Usage: EmbedTemplates TEMPLATES_DIR OUTPUT_FILE

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("EmbedTemplates: \(message)\n".utf8))
    exit(status)
}

/// `clean-swift` + `ViewController` → `cleanSwiftViewController`: a Swift identifier for a template.
func identifier(folder: String, name: String) -> String {
    let words = (folder + "-" + name).split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
    var result = words.enumerated().map { index, word in
        index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if result.first?.isNumber ?? true { result = "template" + result }
    return result
}

/// A JSON value as a manifest holds it; a number that is an integer stays one, as vipgen reads it.
indirect enum JSON: Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(from decoder: any Decoder) throws {
        if var items = try? decoder.unkeyedContainer() {
            var array: [JSON] = []
            while !items.isAtEnd { array.append(try items.decode(JSON.self)) }
            self = .array(array)
        } else if let members = try? decoder.container(keyedBy: Key.self) {
            var object: [String: JSON] = [:]
            for key in members.allKeys { object[key.stringValue] = try members.decode(JSON.self, forKey: key) }
            self = .object(object)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let int = try? value.decode(Int.self) {
                self = .int(int)
            } else if let double = try? value.decode(Double.self) {
                self = .double(double)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// The `MustacheValue` this value renders as, as Swift.
    var mustacheSwift: String {
        switch self {
        case .null: return ".null"
        case .bool(let value): return ".bool(\(value))"
        case .int(let value): return ".int(\(value))"
        case .double(let value): return ".double(\(value))"
        case .string(let value): return ".string(\(String(reflecting: value)))"
        case .array(let items): return ".array([" + items.map(\.mustacheSwift).joined(separator: ", ") + "])"
        case .object(let members):
            if members.isEmpty { return ".object([:])" }
            let entries = members.keys.sorted().map { "\(String(reflecting: $0)): \(members[$0]!.mustacheSwift)" }
            return ".object([" + entries.joined(separator: ", ") + "])"
        }
    }
}

struct ManifestProblem: Error, CustomStringConvertible {
    let description: String
}

/// A bundled manifest as the Swift expression of the `FlavorManifest` it means. Only its shape is
/// checked here (a wrong key or type stops the build); whether vipgen's reader reads the same, and
/// accepts it, is a test (BundledTemplatesTests), as for the compiled templates.
func manifestSwift(_ text: String, flavor: String, indentation: String) throws -> String {
    guard case .object(let members) = try JSONDecoder().decode(JSON.self, from: Data(text.utf8)) else {
        throw ManifestProblem(description: "a flavor manifest is an object")
    }
    func string(_ value: JSON?, _ key: String) throws -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value else { throw ManifestProblem(description: "'\(key)': expected a string") }
        return text
    }
    func object(_ value: JSON?, _ key: String) throws -> [String: JSON] {
        guard let value else { return [:] }
        guard case .object(let members) = value else {
            throw ManifestProblem(description: "'\(key)': expected an object")
        }
        return members
    }
    let known = ["description", "extends", "baseClasses", "context", "files", "routeDestinations", "sdkTypes"]
    if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
        throw ManifestProblem(description: "unknown key '\(unknown)'")
    }
    var arguments: [String] = []
    if let summary = try string(members["description"], "description") {
        arguments.append("summary: \(String(reflecting: summary))")
    }
    var files: [String] = []
    if let value = members["files"] {
        guard case .array(let items) = value else { throw ManifestProblem(description: "'files': expected an array") }
        for (index, item) in items.enumerated() {
            let file = try object(item, "files[\(index)]")
            guard let template = try string(file["template"], "files[\(index)].template"),
                let destination = try string(file["destination"], "files[\(index)].destination"),
                ["sources", "tests"].contains(destination),
                let name = try string(file["name"], "files[\(index)].name"),
                file.count == (file["role"] == nil ? 3 : 4)
            else {
                throw ManifestProblem(
                    description: "files[\(index)]: expected template, destination (sources or tests), name and role")
            }
            let role = try string(file["role"], "files[\(index)].role").map { ", role: .\($0)" } ?? ""
            files.append(
                "FlavorFile(template: \(String(reflecting: template)), destination: .\(destination), "
                    + "namePattern: \(String(reflecting: name))\(role))")
        }
    }
    let inner = indentation + "    "
    arguments.append(
        files.isEmpty ? "files: []" : "files: [\n" + files.map { inner + "    " + $0 + ",\n" }.joined() + inner + "]")
    var flags: [String] = []
    for (baseClass, flag) in try object(members["baseClasses"], "baseClasses").sorted(by: { $0.key < $1.key }) {
        guard let flag = try string(flag, "baseClasses.\(baseClass)") else { continue }
        flags.append("\(String(reflecting: baseClass)): \(String(reflecting: flag))")
    }
    arguments.append("baseClassFlags: [" + (flags.isEmpty ? ":" : flags.joined(separator: ", ")) + "]")
    let context = try object(members["context"], "context")
    arguments.append(
        "context: ["
            + (context.isEmpty
                ? ":"
                : context.keys.sorted().map { "\(String(reflecting: $0)): \(context[$0]!.mustacheSwift)" }
                    .joined(separator: ", ")) + "]")
    if let flag = try string(members["routeDestinations"], "routeDestinations") {
        arguments.append("routeDestinations: \(String(reflecting: flag))")
    }
    if let types = try sdkTypes(members["sdkTypes"]) {
        arguments.append(
            "sdkTypes: FlavorSDKTypes(module: \(String(reflecting: types.module)), source: "
                + "\(String(reflecting: types.source)), names: [\(types.names.map { String(reflecting: $0) }.joined(separator: ", "))])"
        )
    }
    if let parent = try string(members["extends"], "extends") {
        // Where `extends` stands in the file is left out: it places an error about the parent, and a
        // bundled manifest's parent is checked by the tests, never reported at run time.
        arguments.append(
            "extends: FlavorChoice(\(String(reflecting: parent)), file: "
                + "\(String(reflecting: "bundled/\(flavor)/flavor.json")), keyPath: \"extends\")")
    }
    return "FlavorManifest(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + ")"
}

/// A manifest's `sdkTypes`: the module, where the list comes from, and the names.
func sdkTypes(_ value: JSON?) throws -> (module: String, source: String, names: [String])? {
    guard let value else { return nil }
    guard case .object(let members) = value, case .string(let module)? = members["module"],
        case .string(let source)? = members["source"], case .array(let items)? = members["names"], members.count == 3
    else {
        throw ManifestProblem(description: "'sdkTypes': expected an object with module, source and names")
    }
    let names = try items.map { item -> String in
        guard case .string(let name) = item else {
            throw ManifestProblem(description: "'sdkTypes.names': expected strings")
        }
        return name
    }
    return (module, source, names)
}

/// The names a template declares for a scene's own types, less the scene's name: `View` for
/// `struct {{scene}}View`. A scene `Scroll` declares `ScrollView`, which hides what has that name.
func sceneTypeSuffixes(_ template: String) -> [String] {
    var suffixes: [String] = []
    for keyword in ["class", "struct", "enum", "protocol", "actor"] {
        var rest = Substring(template)
        let marker = keyword + " {{scene}}"
        while let found = rest.range(of: marker) {
            let suffix = rest[found.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if !suffix.isEmpty { suffixes.append(String(suffix)) }
            rest = rest[found.upperBound...]
        }
    }
    return suffixes
}

/// The capitalised names a template writes in Swift code: outside Mustache tags, comments and string
/// literals, not after a `.` (a member) and not glued to a variable tag (`{{scene}}ViewController` is
/// the scene's own type). These are the types, modules and functions the generated code refers to by
/// name, which a scene of the same name would hide. A section, partial or comment tag renders nothing
/// beside the text around it, so it separates names as a space does.
func namesInCode(_ template: String) -> [String] {
    var code = ""
    var rest = Substring(template)
    while let open = rest.range(of: "{{") {
        code += rest[..<open.lowerBound]
        let triple = rest[open.upperBound...].hasPrefix("{")
        guard let close = rest[open.upperBound...].range(of: triple ? "}}}" : "}}") else { break }
        let tag = rest[open.upperBound..<close.lowerBound].drop { $0 == "{" || $0 == " " }
        let isVariable = triple || !(tag.first.map { "#^/$<>!=&".contains($0) } ?? false) || tag.first == "&"
        // A variable tag stands for part of a name; the others stand for nothing.
        code += isVariable ? "\u{1}" : " "
        rest = rest[close.upperBound...]
    }
    code += rest
    var names: [String] = []
    var index = code.startIndex
    var previous: Character = " "
    func isNamePart(_ character: Character) -> Bool {
        character == "\u{1}" || character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }
    while index < code.endIndex {
        let character = code[index]
        if code[index...].hasPrefix("//") {
            index = code[index...].firstIndex(of: "\n") ?? code.endIndex
            continue
        }
        if character == "\"" {
            // To the closing quote on the same line, over escapes: interpolations name nothing a
            // scene could hide that the code around them does not name too.
            var end = code.index(after: index)
            while end < code.endIndex, code[end] != "\"", code[end] != "\n" {
                end = code.index(after: code[end] == "\\" ? code.index(after: end) : end)
                if end > code.endIndex { end = code.endIndex }
            }
            index = end < code.endIndex ? code.index(after: end) : end
            previous = "\""
            continue
        }
        if isNamePart(character) {
            var end = index
            while end < code.endIndex, isNamePart(code[end]) { end = code.index(after: end) }
            let word = code[index..<end]
            if previous != ".", !word.contains("\u{1}"), let first = word.first, first.isUppercase, first.isASCII {
                names.append(String(word))
            }
            previous = code[code.index(before: end)]
            index = end
            continue
        }
        if !character.isWhitespace { previous = character }
        index = code.index(after: index)
    }
    return names
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let directory = arguments.first, let output = arguments.last else {
    fail("usage: EmbedTemplates TEMPLATES_DIR OUTPUT_FILE", status: 64)
}

let manifestName = "flavor.json"

struct Folder {
    let name: String
    let manifest: String?
    /// Template names, sorted.
    let templates: [String]
}

do {
    let files = FileManager.default
    var folders: [Folder] = []
    for entry in try files.contentsOfDirectory(atPath: directory).sorted() {
        let path = directory + "/" + entry
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if !isDirectory.boolValue {
            if entry.hasSuffix(".mustache") {
                fail("\(path): a template belongs in a flavor's folder, or in common/ when every flavor shares it")
            }
            continue
        }
        let contents = try files.contentsOfDirectory(atPath: path).sorted()
        let manifest =
            contents.contains(manifestName)
            ? try String(contentsOfFile: path + "/" + manifestName, encoding: .utf8) : nil
        let templates = contents.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }
        if let stray = contents.first(where: { $0 != manifestName && !$0.hasSuffix(".mustache") }) {
            fail("\(path)/\(stray): a template folder holds .mustache files and a \(manifestName) only")
        }
        folders.append(Folder(name: entry, manifest: manifest, templates: templates))
    }

    var identifiers: [String: (folder: String, name: String)] = [:]
    for folder in folders {
        for name in folder.templates {
            let id = identifier(folder: folder.name, name: name)
            if let other = identifiers[id] {
                fail(
                    "templates '\(other.folder)/\(other.name)' and '\(folder.name)/\(name)' would both be stored as '\(id)'; rename one"
                )
            }
            identifiers[id] = (folder.name, name)
        }
    }

    func table(_ value: (Folder, String) -> String) -> String {
        var text = ""
        for folder in folders where !folder.templates.isEmpty {
            text += "        \(String(reflecting: folder.name)): [\n"
            for name in folder.templates {
                text += "            \(String(reflecting: name)): \(value(folder, name)),\n"
            }
            text += "        ],\n"
        }
        return text
    }

    var text = """
        // swift-format-ignore-file
        // Generated from Templates/ by Sources/EmbedTemplates when vipgen is built. Do not edit: change
        // the files in Templates/.

        import Mustache

        package enum BundledTemplates {
            /// Folder (a flavor, or `common`) to template name (file name without `.mustache`) to text.
            package static let texts: [String: [String: String]] = [

        """
    text += table { folder, name in identifier(folder: folder.name, name: name) + "Source" }
    text += """
            ]

            /// The template `name` of `folder`, parsed when vipgen was built. A switch rather than a
            /// dictionary, so a run builds only the node arrays of the templates it renders, however
            /// many flavors are bundled.
            package static func compiled(folder: String, name: String) -> MustacheTemplate? {
                switch (folder, name) {

        """
    for folder in folders {
        for name in folder.templates {
            text += "        case (\(String(reflecting: folder.name)), \(String(reflecting: name))): "
            text += "return \(identifier(folder: folder.name, name: name))Template\n"
        }
    }
    let templateFolders = folders.filter { !$0.templates.isEmpty }.map(\.name).sorted()
    text += """
                default: return nil
                }
            }

            /// The folders that hold templates, sorted. This and `has(folder:name:)` answer where a
            /// template is without building `texts`, which hashes every name: a run asks for each
            /// template it renders.
            package static let templateFolders: [String] = [\(templateFolders.map { String(reflecting: $0) }.joined(separator: ", "))]

            /// Whether `folder` bundles a template `name`.
            package static func has(folder: String, name: String) -> Bool {
                switch (folder, name) {

        """
    for folder in folders {
        for name in folder.templates {
            text += "        case (\(String(reflecting: folder.name)), \(String(reflecting: name))): return true\n"
        }
    }
    text += """
                default: return false
                }
            }

            /// Each flavor's manifest, as text: flavor name to `flavor.json`.
            package static let manifests: [String: String] = [

        """
    for folder in folders {
        if let manifest = folder.manifest {
            text += "        \(String(reflecting: folder.name)): \(String(reflecting: manifest)),\n"
        }
    }
    let flavorNames = folders.filter { $0.manifest != nil }.map(\.name).sorted()
    text += """
            ]

            /// The bundled flavors' names, sorted: knowing them costs a run no dictionary.
            package static let flavorNames: [String] = [\(flavorNames.map { String(reflecting: $0) }.joined(separator: ", "))]

            /// Each flavor's manifest as `FlavorManifest.read` reads it (a test holds them equal), made
            /// when vipgen was built: a run builds only the one it resolves.
            package static func manifest(named name: String) -> FlavorManifest? {
                switch name {

        """
    for folder in folders {
        guard let manifest = folder.manifest else { continue }
        let swift: String
        do {
            swift = try manifestSwift(manifest, flavor: folder.name, indentation: "            ")
        } catch {
            fail("\(directory)/\(folder.name)/\(manifestName): \(error)")
        }
        text += "        case \(String(reflecting: folder.name)):\n            return \(swift)\n"
    }
    text += """
                default: return nil
                }
            }
        }

        """

    // Every name once, with the first template (in folder and file order) that writes it.
    var namedIn: [(name: String, template: String)] = []
    var seen: Set<String> = []
    for folder in folders {
        for name in folder.templates {
            let source = try String(
                contentsOfFile: directory + "/" + folder.name + "/" + name + ".mustache", encoding: .utf8)
            for word in namesInCode(source) where seen.insert(word).inserted {
                namedIn.append((word, folder.name + "/" + name))
            }
        }
    }
    text += """

        extension BundledTemplates {
            /// The capitalised names the bundled templates write in code (outside tags, comments and
            /// strings), each with the first template that writes it: the types, modules and functions
            /// generated code names, which a scene of the same name would hide (`SwiftNames` refuses them).
            package static let namesInCode: [(name: StaticString, template: StaticString)] = [

        """
    for (word, template) in namedIn.sorted(by: { $0.name < $1.name }) {
        text += "        (\(String(reflecting: word)), \(String(reflecting: template))),\n"
    }
    var suffixes: Set<String> = []
    for folder in folders {
        for name in folder.templates {
            let source = try String(
                contentsOfFile: directory + "/" + folder.name + "/" + name + ".mustache", encoding: .utf8)
            suffixes.formUnion(sceneTypeSuffixes(source))
        }
    }
    text += """
            ]

            /// What the bundled templates append to a scene's name for the types they declare
            /// (`View` for `struct {{scene}}View`), sorted.
            static let sceneTypeSuffixes: NameList = [\(suffixes.sorted().map { String(reflecting: $0) }.joined(separator: ", "))]

            /// The SDK types the bundled flavors' manifests list (`sdkTypes`), by flavor: types a
            /// scene's completed code commonly names, which no scene may hide.
            static let sdkTypes: [(module: StaticString, names: NameList)] = [

        """
    for folder in folders {
        guard let manifest = folder.manifest,
            case .object(let members) = try JSONDecoder().decode(JSON.self, from: Data(manifest.utf8)),
            let types = try sdkTypes(members["sdkTypes"])
        else { continue }
        text +=
            "        (\(String(reflecting: types.module)), [\(types.names.map { String(reflecting: $0) }.joined(separator: ", "))]),\n"
    }
    text += """
            ]
        }

        """

    for folder in folders {
        for name in folder.templates {
            let id = identifier(folder: folder.name, name: name)
            let source = try String(
                contentsOfFile: directory + "/" + folder.name + "/" + name + ".mustache", encoding: .utf8)
            let displayName = "bundled/\(folder.name)/\(name).mustache"
            let template: MustacheTemplate
            do {
                template = try MustacheTemplate(source: source, name: displayName)
            } catch {
                fail("\(error)")
            }
            text += """

                // MARK: - \(folder.name)/\(name)

                extension BundledTemplates {
                    static let \(id)Source = \(String(reflecting: source))

                    static let \(id)Template = MustacheTemplate(
                        compiledName: \(String(reflecting: displayName)), source: \(id)Source,
                        \(template.swiftCompiledArguments(indentation: "        ")))
                }

                """
        }
    }
    let existing = try? String(contentsOfFile: output, encoding: .utf8)
    if existing != text {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch {
    fail("\(error)")
}
