import Foundation
import Mustache

// Writes Templates/*.mustache into one Swift file, so the installed binary carries its templates and
// works when copied alone (SwiftPM resource bundles do not survive that). Each template is stored
// twice: as its text, for `vipgen templates show` and for error positions, and already parsed, so
// vipgen never parses its own templates at start-up.
// Usage: EmbedTemplates TEMPLATES_DIR OUTPUT_FILE

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("EmbedTemplates: \(message)\n".utf8))
    exit(status)
}

/// `ViewController` → `viewController`, `my-partial` → `myPartial`: a Swift identifier for a template name.
func identifier(for name: String) -> String {
    let words = name.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
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

do {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        .filter { $0.hasSuffix(".mustache") }
        .map { String($0.dropLast(".mustache".count)) }
        .sorted()
    var identifiers: [String: String] = [:]
    for name in names {
        let id = identifier(for: name)
        if let other = identifiers.first(where: { $0.value == id })?.key {
            fail("templates '\(other)' and '\(name)' would both be stored as '\(id)'; rename one")
        }
        identifiers[name] = id
    }

    var text = """
        // swift-format-ignore-file
        // Generated from Templates/ by `make templates` (Sources/EmbedTemplates). Do not edit:
        // change the .mustache files and run `make templates`; a test fails when this file is stale.

        import Mustache

        enum BundledTemplates {
            /// Template name (file name without `.mustache`) to template text.
            static let all: [String: String] = [

        """
    for name in names {
        text += "        \(String(reflecting: name)): \(identifiers[name, default: ""])Source,\n"
    }
    text += """
            ]

            /// The same templates, parsed when vipgen was built.
            static let compiled: [String: MustacheTemplate] = [

        """
    for name in names {
        text += "        \(String(reflecting: name)): \(identifiers[name, default: ""])Template,\n"
    }
    text += "    ]\n}\n"

    for name in names {
        let id = identifiers[name, default: ""]
        let source = try String(contentsOfFile: directory + "/" + name + ".mustache", encoding: .utf8)
        let displayName = "bundled/\(name).mustache"
        let template: MustacheTemplate
        do {
            template = try MustacheTemplate(source: source, name: displayName)
        } catch {
            fail("\(error)")
        }
        text += """

            // MARK: - \(name)

            extension BundledTemplates {
                static let \(id)Source = \(String(reflecting: source))

                static let \(id)Template = MustacheTemplate(
                    compiledName: \(String(reflecting: displayName)), source: \(id)Source,
                    nodes: \(template.swiftNodes(indentation: "        ")))
            }

            """
    }
    let existing = try? String(contentsOfFile: output, encoding: .utf8)
    if existing != text {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch {
    fail("\(error)")
}
