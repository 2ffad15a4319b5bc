// What the rules that hold the spec and the code to each other share: where to report what the code
// has and the spec lacks, and what to say of a route to no scene.

enum SpecAgreementRules {
    /// The fix a finding of something the spec has and the code lacks names.
    static func generate(_ scene: String) -> String {
        "run 'vipgen generate --scene \(scene)' to add it to the code"
    }

    /// `; did you mean 'ShowNote'? Or run …`, or only the command when no known scene is close: what
    /// lint and the commands that write a route say of a route to no scene.
    static func missingSceneFix(_ route: String, among known: Set<String>) -> String {
        let suggestion = Suggestion.didYouMean(route, among: known.sorted())
        return suggestion.isEmpty
            ? "; run 'vipgen scene \(route)' to write it" : suggestion + " Or run 'vipgen scene \(route)' to write it"
    }

    /// At the declaration, or where the scene's missing things are reported when there is none.
    static func reportInCode(
        _ rule: any LintRule.Type, _ check: LintedScene, declared: ScannedScene.Declared?, _ message: String
    ) {
        if let declared {
            check.report(rule, at: declared, message)
        } else {
            check.reportMissing(rule, template: nil, message)
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
