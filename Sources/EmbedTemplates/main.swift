import Foundation

// Writes Templates/*.mustache into one Swift file of string literals, so the installed binary
// carries its templates and works when copied alone (SwiftPM resource bundles do not survive that).
// Usage: EmbedTemplates TEMPLATES_DIR OUTPUT_FILE

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let directory = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: EmbedTemplates TEMPLATES_DIR OUTPUT_FILE\n".utf8))
    exit(64)
}

do {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        .filter { $0.hasSuffix(".mustache") }
        .sorted()
    var text = """
        // swift-format-ignore-file
        // Generated from Templates/ by `make templates` (Sources/EmbedTemplates). Do not edit:
        // change the .mustache files and run `make templates`; a test fails when this file is stale.

        enum BundledTemplates {
            /// Template name (file name without `.mustache`) to template text.
            static let all: [String: String] = [

        """
    for name in names {
        let source = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
        let key = String(name.dropLast(".mustache".count))
        text += "        \(String(reflecting: key)): \(String(reflecting: source)),\n"
    }
    text += "    ]\n}\n"
    let existing = try? String(contentsOfFile: output, encoding: .utf8)
    if existing != text {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("EmbedTemplates: \(error)\n".utf8))
    exit(1)
}
