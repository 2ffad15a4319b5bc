import Foundation
import Mustache

// Writes Templates/ into one Swift file, so the installed binary carries its templates and works
// when copied alone (SwiftPM resource bundles do not survive that). Each subfolder is a flavor
// (it has a flavor.json) or a folder of partials every flavor shares (common/). Each template is
// stored twice: as its text, for `vipgen templates show` and for error positions, and already
// parsed, so vipgen never parses its own templates at start-up. A manifest is stored as its text.
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

        enum BundledTemplates {
            /// Folder (a flavor, or `common`) to template name (file name without `.mustache`) to text.
            static let texts: [String: [String: String]] = [

        """
    text += table { folder, name in identifier(folder: folder.name, name: name) + "Source" }
    text += """
            ]

            /// The template `name` of `folder`, parsed when vipgen was built. A switch rather than a
            /// dictionary, so a run builds only the node arrays of the templates it renders, however
            /// many flavors are bundled.
            static func compiled(folder: String, name: String) -> MustacheTemplate? {
                switch (folder, name) {

        """
    for folder in folders {
        for name in folder.templates {
            text += "        case (\(String(reflecting: folder.name)), \(String(reflecting: name))): "
            text += "return \(identifier(folder: folder.name, name: name))Template\n"
        }
    }
    text += """
                default: return nil
                }
            }

            /// Each flavor's manifest, as text: flavor name to `flavor.json`.
            static let manifests: [String: String] = [

        """
    for folder in folders {
        if let manifest = folder.manifest {
            text += "        \(String(reflecting: folder.name)): \(String(reflecting: manifest)),\n"
        }
    }
    text += "    ]\n}\n"

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
                        nodes: \(template.swiftNodes(indentation: "        ")))
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
