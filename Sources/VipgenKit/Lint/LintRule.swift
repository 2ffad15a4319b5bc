/// One architecture rule `vipgen lint` checks, in a file of its own under `Rules/` named after its type:
/// what it is called, how serious a finding is unless the spec says otherwise, what it asks of the code
/// in one line (the row of docs/lint.md's table), its check, and examples that break it and keep it,
/// which the tests run. The build writes the list of rules from the files (RegisterLintRules), so adding
/// a rule is adding its file.
protocol LintRule: Sendable {
    /// The id findings end with, and the spec's `lint.disable` and `lint.severity` name.
    static var id: String { get }
    static var severity: LintSeverity { get }
    /// One sentence, ending with a full stop: `vipgen lint --list-rules` and docs/lint.md show it.
    static var summary: String { get }
    /// Where the rule sits in `--list-rules`: beside the rules of its family.
    static var family: LintFamily { get }
    /// What must have been read for the check to be right; `.sources` unless the rule says otherwise.
    static var reads: LintReach { get }
    /// Reports into `check` where the scene breaks the rule.
    static func check(_ check: LintedScene)
    /// Code that breaks the rule and code that keeps it, both written into the scene the tests
    /// generate: at least one of each.
    static var examples: [LintExample] { get }
}

extension LintRule {
    static var reads: LintReach { .sources }
}

/// What a rule's check must see to be right: a rule that looks across files would take what a file the
/// scanner skipped holds for missing.
enum LintReach: Sendable {
    /// Each file on its own: checked whatever else was skipped.
    case eachFile
    /// Every source file of the scene.
    case sources
    /// Every source and test file of the scene.
    case sourcesAndTests
}

/// The families rules are listed by, in this order; within a family, by id.
enum LintFamily: Int, Sendable, Comparable {
    /// The scene has the files, types and protocols its flavor gives every scene, and each part
    /// conforms to its protocols.
    case sceneShape
    /// The parts hold each other through protocols, weakly back towards the view, and never from a
    /// worker back to its interactor.
    case references
    /// The inner parts know nothing of the screen: they import no user interface framework.
    case imports
    /// The VIP cycle runs one way, as the flavor's generated scene holds and calls.
    case cycle
    /// Every use case is whole, from the request to the view.
    case useCases
    /// The spec and the code say the same; each finding names the command that makes them agree.
    case specAgreement
    /// Every protocol method that does something has a test.
    case tests
    /// A file the scanner cannot read is reported, never passed in silence.
    case files

    static func < (lhs: LintFamily, rhs: LintFamily) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a finding counts: an `error` makes `vipgen lint` exit 1 (and fails an Xcode build phase); a
/// `note` is a convention of the scene that differs from vipgen's (the original Clean Swift templates'
/// `import UIKit`, no worker protocol), worth knowing and never a problem.
enum LintSeverity: String, Sendable, Equatable, CaseIterable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rank < rhs.rank }
}
