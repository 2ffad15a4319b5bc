import SwiftScanning

/// One scene's Swift files, read by the scanner, with its types gathered across them: a class, its
/// extensions and the protocols it conforms to, wherever in the scene they are written.
///
/// The same reading serves the flavor's probe scene (`FlavorBlueprint`) and the code being linted.
final class ScannedScene {
    struct File: Sendable {
        let path: String
        /// The flavor template the file is rendered from: `Interactor`, `PresenterTests`.
        let template: String
        let role: VIPRole?
        let isTest: Bool
        let source: SwiftSource
    }

    /// A top-level declaration and the file it is in.
    struct Declared {
        let file: Int
        let declaration: SwiftDeclaration
    }

    let files: [File]
    private(set) var primaries: [String: [Declared]] = [:]
    private(set) var extensions: [String: [Declared]] = [:]
    /// Worked out once per type and per body: the rules ask the same questions many times.
    private var membersByType: [String: [Declared]] = [:]
    private var callsByBody: [Int: [Call]] = [:]

    init(files: [File]) {
        self.files = files
        for (index, file) in files.enumerated() where !file.isTest {
            for declaration in Self.flattened(file.source.declarations) {
                switch declaration.kind {
                case .type:
                    primaries[declaration.name, default: []].append(Declared(file: index, declaration: declaration))
                case .extension:
                    extensions[declaration.name, default: []].append(Declared(file: index, declaration: declaration))
                default: break
                }
            }
        }
    }

    /// Declarations with the `#if` blocks opened: a member of any branch counts.
    static func flattened(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        var result: [SwiftDeclaration] = []
        for declaration in declarations {
            if declaration.kind == .conditional {
                result += flattened(declaration.members)
            } else {
                result.append(declaration)
            }
        }
        return result
    }

    /// The type at `path` (`A` or `A.B.C`): its first declaration, nested in a type or in an
    /// extension of one (`extension A.B { struct C {} }`).
    func type(_ path: String) -> Declared? {
        let parts = path.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        if parts.count == 1 { return primaries[first]?.first }
        let parent = parts.dropLast().joined(separator: ".")
        let name = parts[parts.count - 1]
        var containers = extensions[parent] ?? []
        if let declared = type(parent) { containers.insert(declared, at: 0) }
        for container in containers {
            if let nested = Self.flattened(container.declaration.members).first(where: {
                $0.kind == .type && $0.name == name
            }) {
                return Declared(file: container.file, declaration: nested)
            }
        }
        return nil
    }

    /// The type and its extensions in the scene's files: where its members are.
    func containers(of name: String) -> [Declared] {
        (primaries[name] ?? []) + (extensions[name] ?? [])
    }

    /// The members of a type across its declaration and extensions, `#if` blocks opened.
    func members(of name: String) -> [Declared] {
        if let known = membersByType[name] { return known }
        let members = containers(of: name).flatMap { container in
            Self.flattened(container.declaration.members).map { Declared(file: container.file, declaration: $0) }
        }
        membersByType[name] = members
        return members
    }

    /// Every protocol and superclass the type names, in its declaration and extensions.
    func conformances(of name: String) -> Set<String> {
        var result: Set<String> = []
        for container in containers(of: name) {
            for conformance in container.declaration.conformances {
                result.insert(conformance)
                // `any A & B` is not written in a conformance list, but `A.B` is: the last part names it.
                if let last = conformance.split(separator: ".").last { result.insert(String(last)) }
            }
        }
        return result
    }

    // MARK: - Reading declarations

    /// Whether a property is declared `weak` (or `unowned`, which is not counted as weak).
    func isWeak(_ declared: Declared) -> Bool {
        modifiers(of: declared).contains("weak")
    }

    func isStatic(_ declared: Declared) -> Bool {
        let modifiers = modifiers(of: declared)
        return modifiers.contains("static") || modifiers.contains("class")
    }

    /// The words before the introducer: attributes' names and modifiers.
    func modifiers(of declared: Declared) -> [String] {
        let source = files[declared.file].source
        var words: [String] = []
        for index in declared.declaration.headerTokens {
            let text = source.text(of: source.code[index])
            if text == declared.declaration.keyword { break }
            words.append(text)
        }
        return words
    }

    /// The identifiers of a property's written type, with where each is: `(any A & B)?` gives A and B.
    func typeNames(of declared: Declared) -> [(name: String, offset: Int)] {
        let source = files[declared.file].source
        // No written type: `let presenter = XPresenter()` holds what it makes (the header stops at `=`).
        let headerEnd = declared.declaration.headerTokens.upperBound
        if declared.declaration.kind == .property, headerEnd + 2 < source.code.count,
            source.text(of: source.code[headerEnd]) == "=",
            !declared.declaration.headerTokens.contains(where: { source.text(of: source.code[$0]) == ":" })
        {
            let made = source.code[headerEnd + 1]
            let open = source.code[headerEnd + 2]
            if made.kind == .identifier, open.start == made.end, source.text(of: open) == "(" {
                return [(source.text(of: made), made.start)]
            }
            return []
        }
        var names: [(String, Int)] = []
        var afterColon = false
        let tokens = declared.declaration.headerTokens
        for index in tokens {
            let token = source.code[index]
            if !afterColon {
                if token.kind == .punctuation, source.bytes[token.start] == UInt8(ascii: ":") { afterColon = true }
                continue
            }
            if token.kind == .identifier {
                let text = source.text(of: token)
                if text != "any" && text != "some" { names.append((text, token.start)) }
            }
        }
        return names
    }

    /// The calls in a declaration's body, each as `name(label:label:)` with where its name is.
    func calls(in declared: Declared) -> [Call] {
        guard let body = declared.declaration.bodyTokens else { return [] }
        // A body is known by its file and first token: no two bodies share both.
        let key = declared.file << 32 | body.lowerBound
        if let known = callsByBody[key] { return known }
        let calls = Self.calls(in: files[declared.file].source, tokens: body)
        callsByBody[key] = calls
        return calls
    }

    /// A call written in code: its name with the labels of its arguments, and where the name is.
    struct Call {
        let name: String
        let baseName: String
        let offset: Int
    }

    static func calls(in source: SwiftSource, tokens range: Range<Int>) -> [Call] {
        let code = source.code
        var calls: [Call] = []
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            let token = code[index]
            let next = code[index + 1]
            guard token.kind == .identifier, next.kind == .punctuation, source.bytes[next.start] == UInt8(ascii: "("),
                next.start == token.end
            else {
                index += 1
                continue
            }
            // A declaration's parameter list is not a call.
            if index > range.lowerBound {
                let previous = source.text(of: code[index - 1])
                if previous == "func" || previous == "init" {
                    index += 1
                    continue
                }
            }
            var labels: [String] = []
            var depth = 0
            var cursor = index + 1
            var expectArgument = true
            var arguments = 0
            while cursor < range.upperBound {
                let inner = code[cursor]
                if inner.kind == .punctuation {
                    let byte = source.bytes[inner.start]
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                        depth += 1
                        if depth == 1 {
                            cursor += 1
                            continue
                        }
                    } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                        depth -= 1
                        if depth == 0 { break }
                    } else if depth == 1 && byte == UInt8(ascii: ",") {
                        expectArgument = true
                        cursor += 1
                        continue
                    }
                }
                if depth == 1 && expectArgument {
                    arguments += 1
                    expectArgument = false
                    if inner.kind == .identifier, cursor + 1 < range.upperBound {
                        let after = code[cursor + 1]
                        if after.kind == .punctuation && source.bytes[after.start] == UInt8(ascii: ":") {
                            labels.append(source.text(of: inner))
                        } else {
                            labels.append("_")
                        }
                    } else {
                        labels.append("_")
                    }
                }
                cursor += 1
            }
            let base = source.text(of: token)
            let name = base + "(" + labels.map { $0 + ":" }.joined() + ")"
            calls.append(Call(name: name, baseName: base, offset: token.start))
            index += 1
        }
        return calls
    }

    // MARK: - Locations

    /// The line and column of `offset` in file `file`, the column counting Unicode scalars.
    func location(file: Int, offset: Int) -> (line: Int, column: Int) {
        Self.location(in: files[file].source, offset: offset)
    }

    static func location(in source: SwiftSource, offset: Int) -> (line: Int, column: Int) {
        let line = source.line(of: offset)
        var column = 1
        var index = source.lineStart(of: offset)
        while index < offset {
            if source.bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line, column)
    }

    /// Where a declaration's name is, so a diagnostic points at `Name` rather than at its attributes.
    func nameOffset(of declared: Declared) -> Int {
        let source = files[declared.file].source
        let name = declared.declaration.kind == .extension ? declared.declaration.name : declared.declaration.baseName
        var afterKeyword = false
        for index in declared.declaration.headerTokens {
            let token = source.code[index]
            let text = source.text(of: token)
            if afterKeyword && token.kind == .identifier && (text == name || name.hasPrefix(text)) {
                return token.start
            }
            if text == declared.declaration.keyword { afterKeyword = true }
        }
        return declared.declaration.start
    }
}
