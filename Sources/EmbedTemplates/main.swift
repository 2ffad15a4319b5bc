import Foundation
import Mustache

// Writes Templates/ into one Swift file, so the installed binary carries its templates and works
// when copied alone (SwiftPM resource bundles do not survive that). Each subfolder is a flavor (it
// has a flavor.json) or a folder of partials every flavor shares (common/). Each template is stored
// as its text, which a run parses the first time it renders it (`vipgen templates show` and error
// positions read the text too); this tool parses every one as well, so a template that does not parse
// stops the build. A manifest is stored as its text; vipgen reads the one it resolves with its own
// reader, which this tool cannot depend on (that reader lives in the library this tool is built for).
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

/// What a manifest's `sdkTypes` lists, read with Foundation's JSON reader: vipgen's own reader, with
/// its located errors, reads the whole manifest when a run resolves the flavor, and the tests read
/// every bundled manifest with it (BundledTemplatesTests).
func sdkTypes(ofManifest text: String, file: String) -> (module: String, names: [String])? {
    let object: [String: Any]
    do {
        guard let read = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            fail("\(file): not a JSON object")
        }
        object = read
    } catch {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        fail("\(file): not JSON: \(detail)")
    }
    guard let types = object["sdkTypes"] as? [String: Any] else { return nil }
    guard let module = types["module"] as? String, let names = types["names"] as? [String] else {
        fail("\(file): 'sdkTypes' needs a 'module' string and a 'names' list of strings")
    }
    return (module, names)
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
    /// The manifest's text, and what it says.
    let manifest: (text: String, sdkTypes: (module: String, names: [String])?)?
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
        var manifest: (text: String, sdkTypes: (module: String, names: [String])?)?
        if contents.contains(manifestName) {
            let file = path + "/" + manifestName
            let text = try String(contentsOfFile: file, encoding: .utf8)
            manifest = (text, sdkTypes(ofManifest: text, file: file))
        }
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

        enum BundledTemplates {
            /// Folder (a flavor, or `common`) to template name (file name without `.mustache`) to text.
            static let texts: [String: [String: String]] = [

        """
    text += table { folder, name in identifier(folder: folder.name, name: name) + "Source" }
    text += """
            ]

            /// The template `name` of `folder`, parsed the first time a run asks for it (each is a
            /// lazily set `static let`), so a run parses only the templates it renders, once each.
            static func compiled(folder: String, name: String) -> MustacheTemplate? {
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
            static let templateFolders: [String] = [\(templateFolders.map { String(reflecting: $0) }.joined(separator: ", "))]

            /// Whether `folder` bundles a template `name`.
            static func has(folder: String, name: String) -> Bool {
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

            /// `source`, parsed. This tool parsed every bundled template when vipgen was built and stops
            /// the build on one that does not parse, so this cannot fail.
            static func parsed(_ source: String, name: String) -> MustacheTemplate {
                do {
                    return try MustacheTemplate(source: source, name: name)
                } catch {
                    preconditionFailure("\\(name) was parsed when vipgen was built, and now: \\(error)")
                }
            }

            /// Each flavor's manifest, as text: flavor name to `flavor.json`.
            static let manifests: [String: String] = [

        """
    for folder in folders {
        if let manifest = folder.manifest {
            text += "        \(String(reflecting: folder.name)): \(String(reflecting: manifest.text)),\n"
        }
    }
    let flavorNames = folders.filter { $0.manifest != nil }.map(\.name).sorted()
    text += """
            ]

            /// The bundled flavors' names, sorted: knowing them costs a run no dictionary.
            static let flavorNames: [String] = [\(flavorNames.map { String(reflecting: $0) }.joined(separator: ", "))]

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
            /// strings), each with the first template that writes it, sorted: the types, modules and
            /// functions generated code names, which a scene of the same name would hide (`SwiftNames`
            /// refuses them).
            static let namesInCode: [(name: String, template: String)] = [

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
            static let sceneTypeSuffixes: [String] = [\(suffixes.sorted().map { String(reflecting: $0) }.joined(separator: ", "))]

            /// The SDK types the bundled flavors' manifests list (`sdkTypes`), by flavor: types a
            /// scene's completed code commonly names, which no scene may hide.
            static let sdkTypes: [(module: String, names: [String])] = [

        """
    for folder in folders {
        guard let types = folder.manifest?.sdkTypes else { continue }
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
            // A template that does not parse stops the build, naming its file and position.
            do {
                _ = try MustacheTemplate(source: source, name: displayName)
            } catch {
                fail("\(error)")
            }
            text += """

                // MARK: - \(folder.name)/\(name)

                extension BundledTemplates {
                    static let \(id)Source = \(String(reflecting: source))

                    static let \(id)Template = parsed(\(id)Source, name: \(String(reflecting: displayName)))
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
