import Expectations
import Foundation
import Testing

@testable import SwiftScanning

/// The scanner on real code: the hand-completed golden app and vipgen's own sources (string-heavy,
/// with raw strings, interpolation and `#if`) all scan, and every brace it pairs is a real one.
@Suite struct RealFilesScanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func swiftFiles(under relative: String) -> [URL] {
        let folder = root.appendingPathComponent(relative)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    @Test(arguments: [
        "Tests/Proof/CleanMeme/App", "Sources/VipgenKit", "Sources/SwiftScanning", "Sources/XcodeProject",
        "Sources/Mustache", "Tests/VipgenKitTests",
    ])
    func everyFileScans(folder: String) throws {
        let files = Self.swiftFiles(under: folder)
        expect(!files.isEmpty, "no Swift files under \(folder)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            do {
                let source = try SwiftSource(text)
                expect(!source.declarations.isEmpty, "\(file.path): no declarations")
                // Every type body the scanner found opens with `{` and closes with `}` in the text.
                func check(_ declarations: [SwiftDeclaration]) {
                    for declaration in declarations {
                        if let open = declaration.bodyOpen, let close = declaration.bodyClose {
                            expectEqual(source.bytes[open], ASCII.openBrace, "\(file.path): \(declaration.displayName)")
                            expectEqual(source.bytes[close], ASCII.closeBrace, "\(file.path): \(declaration.displayName)")
                        }
                        check(declaration.members)
                    }
                }
                check(source.declarations)
            } catch {
                Issue.record("\(file.path): \(error)")
            }
        }
    }
}
