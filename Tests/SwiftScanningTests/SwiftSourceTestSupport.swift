@testable import SwiftScanning

/// The declarations of `source`, one per line, members indented by two spaces: `type A: P`,
/// `  func b(x:)`. Conditional blocks show as `#if`, their members inside.
func outline(_ source: String) throws -> [String] {
    let scanned = try SwiftSource(source)
    var lines: [String] = []
    func visit(_ declarations: [SwiftDeclaration], depth: Int) {
        for declaration in declarations {
            let indent = String(repeating: "  ", count: depth)
            switch declaration.kind {
            case .conditional: lines.append(indent + "#if")
            case .other: lines.append(indent + "other")
            case .type, .extension:
                let conformances =
                    declaration.conformances.isEmpty
                    ? "" : ": " + declaration.conformances.joined(separator: ", ")
                lines.append(
                    indent + (declaration.kind == .type ? "type " : "extension ") + declaration.name + conformances)
            default: lines.append(indent + declaration.keys.map(\.description).joined(separator: " | "))
            }
            visit(declaration.members, depth: depth + 1)
        }
    }
    visit(scanned.declarations, depth: 0)
    return lines
}

/// The text of every top-level or nested declaration named `key`, as the scanner delimits it.
func declarationText(_ source: String, key: String) throws -> [String] {
    let scanned = try SwiftSource(source)
    var found: [String] = []
    func visit(_ declarations: [SwiftDeclaration]) {
        for declaration in declarations {
            if declaration.keys.contains(where: { $0.description == key }) {
                found.append(scanned.text(declaration.start..<declaration.end))
            }
            visit(declaration.members)
        }
    }
    visit(scanned.declarations)
    return found
}

/// The scanning error for `source`, or nil when it scans.
func scanError(_ source: String) -> SwiftSourceError? {
    do {
        _ = try SwiftSource(source)
        return nil
    } catch {
        return error
    }
}
