import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Merging into files exactly as vipgen wrote them must give exactly what vipgen writes with the new
/// item: the insertion points and the text brought along follow the templates byte for byte.
@Suite struct FreshSceneMergeTests {
    static let project = ResolvedProject(
        module: "App", sourcesDirectory: "Scenes", testsDirectory: "Tests", date: "2026-01-01")

    static func field(_ text: String) throws -> Field { try Field.parse(text) }

    /// Scene pairs: before, after.
    static func cases() throws -> [(String, SceneSpec, SceneSpec)] {
        let plain = SceneSpec(name: "Plain")
        let list = SceneSpec(
            name: "List", base: .tableViewController, useCases: ["Fetch"], fields: [try field("items: [String]?")],
            routes: ["Detail"])
        var result: [(String, SceneSpec, SceneSpec)] = []
        for (label, scene) in [("plain", plain), ("list", list)] {
            let useCases = scene.useCases.isEmpty ? [SpecDefaults.useCase] : scene.useCases
            var withUseCase = scene
            withUseCase.useCases = useCases + ["Delete"]
            result.append(("\(label) + use case", scene, withUseCase))
            var withTwoUseCases = scene
            withTwoUseCases.useCases = useCases + ["Delete", "Rename"]
            result.append(("\(label) + two use cases", scene, withTwoUseCases))
            var withRoute = scene
            withRoute.routes += ["Settings"]
            result.append(("\(label) + route", scene, withRoute))
            var withField = scene
            withField.fields += [try field("isFavorite: Bool")]
            result.append(("\(label) + field", scene, withField))
        }
        return result
    }

    @Test func everyFileOfEveryCaseMatchesTheFreshRender() throws {
        let generator = SceneGenerator(project: Self.project)
        for (label, before, after) in try Self.cases() {
            let beforeFiles = try generator.files(for: before)
            let afterFiles = try generator.files(for: after)
            for (old, new) in zip(beforeFiles, afterFiles) {
                let merged = try DeclarationMerger.merge(
                    path: old.path, existing: old.contents, before: old.contents, after: new.contents)
                expectEqual(
                    merged.text, new.contents, "\(label): \(new.path)\n\(firstDifference(merged.text, new.contents))")
                expectEqual(
                    merged.added.isEmpty, (old.contents == new.contents), "\(label): \(new.path): \(merged.added)")
                expect(merged.notFound.isEmpty, "\(label): \(new.path): \(merged.notFound)")
                // Twice changes nothing.
                let again = try DeclarationMerger.merge(
                    path: old.path, existing: merged.text, before: old.contents, after: new.contents)
                expectEqual(again.text, merged.text, "\(label): \(new.path) changed on a second merge")
            }
        }
    }
}

/// The first line where two texts differ, with the lines around it.
func firstDifference(_ actual: String, _ expected: String) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, e.count) {
        let left = index < a.count ? String(a[index]) : "<end>"
        let right = index < e.count ? String(e[index]) : "<end>"
        if left != right {
            let context = a[max(0, index - 3)..<min(a.count, index + 3)].joined(separator: "\n")
            return "line \(index + 1):\n  actual:   \(left)\n  expected: \(right)\ncontext:\n\(context)"
        }
    }
    return "no difference"
}
