import Expectations
import Foundation
import Seeded
import Testing

@testable import SwiftScanning

/// The Swift scanner reads files a person wrote, or a cloned repository holds: whatever the bytes,
/// it either reads them or refuses with the line of the problem. A crash here would take down lint in
/// an Xcode build phase, or `add` halfway through planning. Mutations of real files are in
/// `ReaderFuzzTests`; these are the shapes mutation does not reach: token soup, random bytes, and
/// nesting far deeper than any person writes.
@Suite("Swift scanner: fuzzing")
struct SwiftScannerFuzzTests {
    /// Real files to mutate: the golden app's generated scenes and the scenes completed by hand.
    static let seeds: [[UInt8]] = {
        let roots = [
            "Tests/Proof/CleanMeme/Generated", "Tests/Proof/CleanMeme/App", "Tests/Proof/SwiftUIGolden/Generated",
        ]
        var files: [String] = []
        for root in roots {
            let folder = Repository.root.appendingPathComponent(root).path
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") { files.append(folder + "/" + path) }
        }
        return files.sorted().compactMap { FileManager.default.contents(atPath: $0).map(Array.init) }
    }()

    /// Pieces that open or close something the scanner tracks, and bytes that are not UTF-8.
    static let pieces: [[UInt8]] =
        [
            "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "#\"", "\"#", "\\(", "/*", "*/", "//",
            "#if os(iOS)",
            "#else", "#elseif DEBUG", "#endif", "\n", "\r\n", "`", "'", "/", "func f(", "class C {", "protocol P {",
            "extension E where T == U {", "enum E { case a(", "var x: [Int: String] {", "@MainActor ", "#/a+/#", "\\",
            "é", "😀", "\u{0}",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0x80]]

    /// Checks what a successful scan promises: tokens in order inside the file, declarations inside it.
    static func checkScanned(_ source: SwiftSource, _ bytes: [UInt8]) {
        var previousEnd = 0
        for token in source.tokens {
            expect(token.start >= previousEnd && token.start <= token.end && token.end <= bytes.count)
            previousEnd = token.end
        }
        func visit(_ declarations: [SwiftDeclaration]) {
            for declaration in declarations {
                expect(declaration.start <= declaration.end && declaration.end <= bytes.count)
                visit(declaration.members)
            }
        }
        visit(source.declarations)
    }

    static func checkRefusal(_ error: SwiftSourceError, _ bytes: [UInt8]) {
        // Lines end at LF, CR or CRLF, as the scanner counts them.
        var lines = 1
        for (index, byte) in bytes.enumerated()
        where byte == 10 || (byte == 13 && bytes.dropFirst(index + 1).first != 10) {
            lines += 1
        }
        expect(error.line >= 1 && error.line <= lines, "line \(error.line) of \(lines): \(error.message)")
        expect(!error.message.isEmpty)
    }

    static func scan(_ bytes: [UInt8]) -> Bool {
        do {
            checkScanned(try SwiftSource(bytes: bytes), bytes)
            return true
        } catch {
            checkRefusal(error, bytes)
            return false
        }
    }

    @Test func nestingAsDeepAsTheBoundIsRead() throws {
        let depth = SwiftDeclarationParser.maximumNesting
        let text = String(repeating: "struct S {\n", count: depth) + String(repeating: "}\n", count: depth)
        var declaration = try require(try SwiftSource(text).declarations.first)
        for _ in 1..<depth { declaration = try require(declaration.members.first) }
        expect(declaration.members.isEmpty)
        let deeper = "struct S {\n" + text + "}\n"
        expect(
            throws: SwiftSourceError(
                line: depth + 1,
                message: "nested too deeply: more than \(depth) levels of types, extensions and '#if' blocks")
        ) {
            try SwiftSource(deeper)
        }
    }

    @Test func seedsAreRealFilesThatScan() {
        expect(Self.seeds.count > 30)
        for seed in Self.seeds { expect(Self.scan(seed)) }
    }

    @Test func tokenSoupIsReadOrRefused() {
        var random = SplitMix64(seed: 0xB0B)
        for _ in 0..<1000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(60) { bytes += random.pick(Self.pieces) + (random.below(3) == 0 ? [32] : []) }
            _ = Self.scan(bytes)
        }
    }

    @Test func randomBytesAreReadOrRefused() {
        var random = SplitMix64(seed: 0xF00D)
        for _ in 0..<1000 {
            let bytes = (0..<random.below(80)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            _ = Self.scan(bytes)
        }
    }

    /// A file nested far deeper than anyone writes: read or refused, never a stack overflow.
    @Test(arguments: [
        ("{", "}"), ("(", ")"), ("[", "]"), ("struct S {", "}"), ("#if A\n", "#endif\n"), ("\"\\(", "\")"),
        ("func f() -> A<", ">"), ("/*", "*/"), ("extension E { var x: Int { get { ", "} } }"),
    ])
    func deepNestingIsReadOrRefused(open: String, close: String) {
        let depth = 30_000
        let bytes = Array((String(repeating: open, count: depth) + String(repeating: close, count: depth)).utf8)
        // Where the scanner refuses, it says why: the nesting, not a brace it lost count of.
        do {
            _ = try SwiftSource(bytes: bytes)
        } catch {
            expect(error.message.contains("nested too deeply"), "\(error)")
        }
        // And cut short, so the scanner meets the end of the file that deep.
        _ = Self.scan(Array(String(repeating: open, count: depth).utf8))
    }
}
