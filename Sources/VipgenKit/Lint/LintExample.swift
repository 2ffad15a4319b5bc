/// Code that breaks a rule or keeps it, written into the scene `vipgen generate` writes for `spec`
/// (scene Shop with use case Buy, field cart and a route to Pay, whose folder stands beside it): each
/// edit replaces the one occurrence of a text in a file, named as the scene names it
/// (`ShopPresenter.swift`, `ShopPresenterTests.swift`) or `vipgen.json`. The tests generate the scene,
/// check it lints clean, make the edits and lint it again.
struct LintExample: Sendable {
    struct Edit: Sendable {
        let file: String
        let old: String
        let new: String
    }

    /// The file and the text around a finding, `‸` where it is reported.
    struct Place: Sendable {
        let file: String
        let context: String
    }

    let edits: [Edit]
    /// Files of the scene taken away.
    let removed: [String]
    /// Where the rule reports the code; nil for code that keeps the rule, which lints clean.
    let finding: Place?

    /// Code that breaks the rule: linted, it gives one finding of the rule, at `context` in `file`.
    static func violation(_ edits: Edit..., removing removed: [String] = [], at file: String, _ context: String)
        -> LintExample
    {
        LintExample(edits: edits, removed: removed, finding: Place(file: file, context: context))
    }

    /// Code written within the rule, often beside its violation: linted, it gives no finding at all.
    static func clean(_ edits: Edit...) -> LintExample {
        LintExample(edits: edits, removed: [], finding: nil)
    }

    /// The spec the examples' scene is generated from.
    static let spec = """
        {
          "project": { "module": "App", "sources": "Sources", "tests": "Tests" },
          "scenes": [
            { "name": "Shop", "useCases": ["Buy"], "fields": ["cart: [String]"], "routes": ["Pay"] }
          ]
        }

        """

    /// The scene Shop routes to, elsewhere in the app: a folder of its own (a route to no scene is a
    /// finding of its own).
    static let otherScenes = ["Pay"]
}

extension LintExample.Edit {
    /// Replaces `old`, which `file` holds once, with `new`.
    static func replace(_ old: String, with new: String, in file: String) -> LintExample.Edit {
        LintExample.Edit(file: file, old: old, new: new)
    }
}
