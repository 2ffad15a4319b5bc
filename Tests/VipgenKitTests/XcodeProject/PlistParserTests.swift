import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit
@testable import XcodeProject

/// vipgen's reader of `project.pbxproj`: offsets that point at the text itself, the errors' places.
@Suite struct PlistParserTests {
    @Test(arguments: XcodeFixtures.all)
    func everyStringsOffsetsHoldItsTextAndNothingIsLost(fixture: String) throws {
        let bytes = Array(try XcodeFixtures.text(fixture).utf8)
        let root = try PlistParser.parse(bytes)
        var strings = 0
        func visit(_ node: PlistNode) {
            switch node.kind {
            case .string(let text):
                strings += 1
                let written = String(decoding: bytes[node.start..<node.end], as: UTF8.self)
                expect(written == text || written == PlistText.value(text), "\(written) is not \(text)")
            case .array(let items):
                expect(bytes[node.start] == UInt8(ascii: "(") && bytes[node.end - 1] == UInt8(ascii: ")"))
                items.forEach(visit)
            case .dictionary(let entries):
                expect(bytes[node.start] == UInt8(ascii: "{") && bytes[node.end - 1] == UInt8(ascii: "}"))
                for entry in entries {
                    expectEqual(bytes[entry.end - 1], UInt8(ascii: ";"))
                    visit(entry.value)
                }
            }
        }
        visit(root)
        expect(strings > 100)
    }

    @Test(arguments: XcodeFixtures.all)
    func readsWhatTheIndependentReaderReads(fixture: String) throws {
        let text = try XcodeFixtures.text(fixture)
        func convert(_ node: PlistNode) -> OldStylePlist {
            switch node.kind {
            case .string(let text): return .string(text)
            case .array(let items): return .array(items.map(convert))
            case .dictionary(let entries):
                return .dictionary(Dictionary(uniqueKeysWithValues: entries.map { ($0.key, convert($0.value)) }))
            }
        }
        expectEqual(convert(try PlistParser.parse(Array(text.utf8))), (try OldStylePlist.parse(text)))
    }

    @Test func quotedStringsAreUnescapedAsCoreFoundationDoes() throws {
        let root = try PlistParser.parse(Array(#"{ a = "x\"y\\z\n\U00e9"; b = a-b+c/d_e.f; }"#.utf8))
        expectEqual(root["a"]?.string, "x\"y\\z\né")
        expectEqual(root["b"]?.string, "a-b+c/d_e.f")
    }

    @Test func problemsAreReportedAtTheirPlace() throws {
        func failure(_ text: String) -> PlistParser.Failure? {
            do {
                _ = try PlistParser.parse(Array(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        expectEqual(failure("{ a = b }"), .init(offset: 8, message: "expected ';', found '}'"))
        expectEqual(failure("{ a = \"b; }"), .init(offset: 6, message: "unterminated string"))
        expectEqual(failure("{ a = (b c); }"), .init(offset: 9, message: "expected ',' or ')', found 'c'"))
        expectEqual(failure("{ a = b; } x"), .init(offset: 11, message: "unexpected 'x' after the end"))
        expectEqual(failure("{ /* a = b; }"), .init(offset: 2, message: "unterminated comment"))
        expectEqual(failure("{ a = b;"), .init(offset: 8, message: "unexpected end of file; expected '}'"))
    }

    @Test func aProjectFileErrorNamesTheLineAndColumn() throws {
        var text = try XcodeFixtures.text("Classic56")
        text = text.replacingOccurrences(of: "path = Scenes;", with: "path = Scenes")
        let line =
            text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("path = Scenes") }! + 2
        expect(throws: XcodeProjectFileError.self) { try ProjectFile.parse(Array(text.utf8), path: "p.pbxproj") }
        do {
            _ = try ProjectFile.parse(Array(text.utf8), path: "p.pbxproj")
        } catch let error as XcodeProjectFileError {
            // The next key is where the missing ';' is noticed.
            expectEqual(error.description, "p.pbxproj:\(line):4: error: expected ';', found 's'")
        }
    }

    @Test func mergeConflictMarkersAreRefusedAtTheirLine() throws {
        let text = try XcodeFixtures.text("Classic56").replacingOccurrences(
            of: "\t\t\t\t4A1C020D2A3B4C5D00E1F201 /* ListMemes */,\n",
            with: "<<<<<<< HEAD\n\t\t\t\t4A1C020D2A3B4C5D00E1F201 /* ListMemes */,\n=======\n>>>>>>> other\n")
        let line =
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("<<<<<<<") }! + 1
        do {
            _ = try ProjectFile.parse(Array(text.utf8), path: "p.pbxproj")
            Issue.record("a conflicted project parsed")
        } catch let error as XcodeProjectFileError {
            expect(error.location.line == line && error.location.column == 1)
            expect(error.message.contains("merge-conflict marker"))
        }
    }

    @Test func findsEverySectionInOrder() throws {
        let file = try ProjectFile.parse(Array(try XcodeFixtures.text("CocoaPods60").utf8), path: "p")
        expectEqual(
            file.sections.map(\.isa), [
                "PBXBuildFile", "PBXContainerItemProxy", "PBXFileReference", "PBXFrameworksBuildPhase", "PBXGroup",
                "PBXNativeTarget", "PBXProject", "PBXResourcesBuildPhase", "PBXShellScriptBuildPhase",
                "PBXSourcesBuildPhase", "PBXTargetDependency", "PBXVariantGroup", "XCBuildConfiguration",
                "XCConfigurationList",
            ])
        expectEqual(file.objectVersion, 60)
    }
}

/// The project reader skims `objects` (keeping offsets, not values): it must refuse what the full
/// parser refuses, at the same place, and read the objects it keeps the same way.
@Suite struct ProjectSkimTests {
    @Test(arguments: [
        ("path = Scenes;", "path = Scenes"),
        ("isa = PBXGroup;", "isa = PBXGroup"),
        ("children = (", "children = ((("),
        ("\"<group>\"", "\"<group>"),
        ("4A1C020B2A3B4C5D00E1F201 /* App */,\n", "4A1C020B2A3B4C5D00E1F201 /* App */\n"),
        ("name = Products;", "name = \"\\U12\";"),
        ("rootObject = ", "rootObject = {"),
    ])
    func refusesWhatTheFullParserRefusesAtTheSamePlace(original: String, broken: String) throws {
        let text = try XcodeFixtures.text("Classic56").replacingOccurrences(of: original, with: broken)
        let bytes = Array(text.utf8)
        var expected: PlistParser.Failure?
        do { _ = try PlistParser.parse(bytes) } catch { expected = error }
        let failure = try require(expected, "\(broken) parses")
        expect(
            throws: XcodeProjectFileError(file: "p", bytes: bytes, offset: failure.offset, message: failure.message)
        ) {
            try ProjectFile.parse(bytes, path: "p")
        }
    }

    @Test(arguments: XcodeFixtures.all)
    func everyObjectReadsAsTheFullParserReadsIt(fixture: String) throws {
        let bytes = Array(try XcodeFixtures.text(fixture).utf8)
        let file = try ProjectFile.parse(bytes, path: "p")
        let objects = try require(try PlistParser.parse(bytes)["objects"]?.entries)
        expectEqual(file.objects.count, objects.count)
        expectEqual(file.objectOrder.map(\.id), objects.map(\.key))
        for entry in objects {
            let object = try require(file.object(entry.key))
            expectEqual(object.isa, entry.value["isa"]?.string)
            expectEqual(object.string("path"), entry.value["path"]?.string)
            expectEqual(object.ids("children"), entry.value["children"]?.strings ?? [])
            expect(object.entryStart == entry.keyStart && object.entryEnd == entry.end)
        }
    }
}
