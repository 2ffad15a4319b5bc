import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// The spec file gains items as text: nothing else in it moves.
@Suite struct SpecTextEditorTests {
    private func add(_ items: SceneItems, to scene: String, in text: String, useCases: [String] = ["Load"]) throws
        -> String?
    {
        try SpecTextEditor.adding(items, to: SceneSpec(name: scene, useCases: useCases), in: text, file: "vipgen.json")
    }

    @Test func appendsInTheStyleOfEachList() throws {
        let spec = """
            {
              "project": { "module": "App" },
              "scenes": [
                {
                  "name": "ListMemes",
                  "useCases": ["FetchMemes"],
                  "routes": [
                    "ShowMeme"
                  ],
                  "fields": []
                },
                { "name": "ShowMeme", "useCases": ["GetMeme"] }
              ]
            }

            """
        let items = SceneItems([
            SceneItem(UseCaseItem.self, "DeleteMeme"), SceneItem(FieldItem.self, "isFavorite: Bool"),
            SceneItem(RouteItem.self, "AddMeme"),
        ])
        expectEqual(
            try add(items, to: "ListMemes", in: spec),
            spec
                .replacingFirst(of: #"["FetchMemes"]"#, with: #"["FetchMemes", "DeleteMeme"]"#)
                .replacingFirst(of: "\"ShowMeme\"\n", with: "\"ShowMeme\",\n        \"AddMeme\"\n")
                .replacingFirst(of: #""fields": []"#, with: #""fields": ["isFavorite: Bool"]"#))
    }

    @Test func missingKeysAreAddedAfterTheLastMember() throws {
        let spec =
            "{\"scenes\": [\n  { \"name\": \"A\", \"base\": \"UIViewController\" },\n  {\n    \"name\": \"B\"\n  }\n]}\n"
        expectEqual(
            try add(
                SceneItems([SceneItem(UseCaseItem.self, "Delete"), SceneItem(RouteItem.self, "B")]), to: "A", in: spec),
            "{\"scenes\": [\n  { \"name\": \"A\", \"base\": \"UIViewController\", \"useCases\": [\"Load\", \"Delete\"], \"routes\": [\"B\"] },\n  {\n    \"name\": \"B\"\n  }\n]}\n"
        )
        expectEqual(
            try add(SceneItems([SceneItem(RouteItem.self, "A")]), to: "B", in: spec),
            "{\"scenes\": [\n  { \"name\": \"A\", \"base\": \"UIViewController\" },\n  {\n    \"name\": \"B\",\n    \"routes\": [\"A\"]\n  }\n]}\n"
        )
    }

    /// `"useCases": []` means the default use case, which the scene's files have: the list says so
    /// after a use case is added, or a fresh `generate` from it would no longer write `Load`.
    @Test func anEmptyUseCaseListGainsTheDefaultToo() throws {
        let spec = #"{"scenes": [{"name": "A", "useCases": [], "fields": []}]}"#
        let items = SceneItems([SceneItem(UseCaseItem.self, "Reset"), SceneItem(FieldItem.self, "n: Int")])
        expectEqual(
            try add(items, to: "A", in: spec),
            #"{"scenes": [{"name": "A", "useCases": ["Load", "Reset"], "fields": ["n: Int"]}]}"#)
    }

    @Test func aSceneTheSpecDoesNotListIsNotEdited() throws {
        expect(
            try add(SceneItems([SceneItem(RouteItem.self, "A")]), to: "Other", in: "{\"scenes\": [{\"name\": \"A\"}]}")
                == nil)
    }

    @Test func crlfSpecsGetCRLF() throws {
        let spec = "{\r\n  \"scenes\": [\r\n    {\r\n      \"name\": \"A\"\r\n    }\r\n  ]\r\n}\r\n"
        expectEqual(
            try add(SceneItems([SceneItem(RouteItem.self, "B")]), to: "A", in: spec),
            "{\r\n  \"scenes\": [\r\n    {\r\n      \"name\": \"A\",\r\n      \"routes\": [\"B\"]\r\n    }\r\n  ]\r\n}\r\n"
        )
    }
}

@Suite struct UnifiedDiffTests {
    @Test func insertionsWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingFirst(of: "line 5\n", with: "line 5\nadded\n")
        expectEqual(
            UnifiedDiff.make(old: old, new: new, path: "A.swift"),
            "--- a/A.swift\n+++ b/A.swift\n@@ -3,6 +3,7 @@\n line 3\n line 4\n line 5\n+added\n line 6\n line 7\n line 8\n"
        )
    }

    @Test func newFilesAndFarApartChanges() {
        expectEqual(
            UnifiedDiff.make(old: nil, new: "a\nb\n", path: "N.swift"),
            "--- /dev/null\n+++ b/N.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingFirst(of: "l2\n", with: "l2\nx\n").replacingFirst(of: "l18\n", with: "l18\ny\n")
        let diff = UnifiedDiff.make(old: old, new: new, path: "F")
        expectEqual(diff.components(separatedBy: "@@ -").count, 3)
        expect(diff.contains("@@ -1,5 +1,6 @@\n l1\n l2\n+x\n l3\n l4\n l5\n"))
        expect(diff.contains("@@ -16,5 +17,6 @@\n l16\n l17\n l18\n+y\n l19\n l20\n"))
        expectEqual(UnifiedDiff.make(old: old, new: old, path: "F"), "")
    }
}
