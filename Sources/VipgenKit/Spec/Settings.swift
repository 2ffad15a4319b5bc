import Mustache

// MARK: - How to add a setting
//
// A setting is one declaration below, and one stored property for its value.
//
// 1. Give it a property: `ProjectSettings` for a project-wide one, `SceneSpec` for a scene's own,
//    both when a scene may change the project's, `LintSettings` for a lint one. Optional: nil is
//    "not set".
// 2. Declare it here and list it in `all`, in the order the README's table and `vipgen init`'s
//    starter spec show it: its key, its type (`.text` with a check, `.choice` of an enum, or a
//    `SettingType` of its own), the slots of step 1 (`.init({ $0.name }, { $0.name = $1 })`: the
//    property read and written), its default, its docs row (what it sets, what a run uses without
//    it), its flag (name, placeholder, help, the commands that take it), the template context keys
//    it gives (`context:`), and, when it has them, the checks a scene (`sceneCheck:`) or a flavor
//    (`flavorCheck:`) makes of it.
// 3. Run `swift test --filter SettingsDeclarationTests`: it prints the README's settings table as
//    the declarations make it when the README's differs, and checks the flag is on the commands it
//    names. Templates read the value through its context keys (list them in Templates/README.md);
//    code reads it as `project[Settings.name]` (`ResolvedProject`, default filled in) or
//    `scene.name`. Add a CHANGELOG entry.
//
// Reading it from a spec (type errors and bad values at file:line:column, "did you mean" for a
// misspelt key), its option on each command it names, help, shell completions, the flag overriding
// the spec, the starter spec and the docs table follow from the declaration: no other file lists
// settings.

/// Every setting of a spec.
enum Settings {
    /// Every setting, in the order the docs and the starter spec list them.
    static let all: [any AnySetting] = [
        base, onLoad, module, sources, tests, templates, indentation, lineLength, author, organization, flavor,
        testing, worker, requestPolicies, storyboard, xcodeproj, target, testTarget, package,
        packageDependencies, lintDisable, lintSeverity, lintRules,
    ]

    static let module = DefaultedSetting<String>(
        "module", .text(SwiftNames.validateModuleName), project: .init({ $0.module }, { $0.module = $1 }),
        default: ProjectDefaults.module,
        docs: SettingDocs(meaning: "the module tests `@testable import`", defaultText: "`App`"),
        flag: SettingFlag(
            "--module", "NAME",
            help:
                "The app module the tests '@testable import'. Default: the config's 'module', else '\(ProjectDefaults.module)'.",
            on: [.scene, .exportXcode]),
        context: { ["module": .string($0 ?? ProjectDefaults.module)] },
        starter: { JSONText.quoted($0.module) })

    static let sources = DefaultedSetting<String>(
        "sources", .folder, project: .init({ $0.sources }, { $0.sources = $1 }), default: ProjectDefaults.sources,
        docs: SettingDocs(meaning: "sources folder, relative to the spec file", defaultText: "`Scenes`"),
        flag: SettingFlag(
            "--output", "DIR",
            help:
                "Where scene sources go; files are written to DIR/NAME/. Default: the config's 'sources', else '\(ProjectDefaults.sources)'.",
            on: [.scene, .add]),
        starter: { JSONText.quoted($0.sources ?? ProjectDefaults.sources) })

    static let tests = DefaultedSetting<String>(
        "tests", .folder, project: .init({ $0.tests }, { $0.tests = $1 }), default: ProjectDefaults.tests,
        docs: SettingDocs(meaning: "tests folder, relative to the spec file", defaultText: "`Tests/Scenes`"),
        flag: SettingFlag(
            "--tests-output", "DIR",
            help:
                "Where scene tests go; files are written to DIR/NAME/. Default: the config's 'tests', else '\(ProjectDefaults.tests)'.",
            on: [.scene, .add]),
        // An Xcode project with no unit-test target has nowhere for tests: none is named until it has one.
        starter: {
            $0.tests == nil && $0.xcode.map { $0.testTarget == nil } == true
                ? "null" : JSONText.quoted($0.tests ?? ProjectDefaults.tests)
        })

    static let templates = Setting<String>(
        "templates", .folder, project: .init({ $0.templates }, { $0.templates = $1 }),
        docs: SettingDocs(meaning: "folder of template overrides, relative to the spec file", defaultText: "none"),
        flag: SettingFlag(
            "--templates", "DIR",
            help: "A folder of templates overriding bundled ones by name; replaces the spec's 'templates'.",
            on: [.scene, .generate, .add, .lint, .exportXcode]),
        starter: { _ in "null" })

    static let indentation = DefaultedSetting<Indentation>(
        "indentation", .indentation, project: .init({ $0.indentation }, { $0.indentation = $1 }),
        default: ProjectDefaults.indentation,
        docs: SettingDocs(
            meaning:
                "spaces per level (\(Indentation.widths.lowerBound)–\(Indentation.widths.upperBound)), or `\"tabs\"`",
            defaultText: "`\(ProjectDefaults.indentation)`"),
        flag: SettingFlag(
            "--indentation", "WIDTH",
            help:
                "Spaces per level (\(Indentation.widths.lowerBound)-\(Indentation.widths.upperBound)) or 'tabs'. Default: the config's 'indentation', else \(ProjectDefaults.indentation).",
            on: [.scene, .generate, .add, .exportXcode]),
        starter: { _ in ProjectDefaults.indentation.json })

    static let lineLength = DefaultedSetting<Int>(
        "lineLength", .lineLength, project: .init({ $0.lineLength }, { $0.lineLength = $1 }),
        default: ProjectDefaults.lineLength,
        docs: SettingDocs(
            meaning:
                "columns (\(ProjectDefaults.lineLengths.lowerBound)–\(ProjectDefaults.lineLengths.upperBound)) a wrapped group must fit in to be joined onto one line; generated lines still longer get a warning",
            defaultText: "`\(ProjectDefaults.lineLength)`"),
        flag: SettingFlag(
            "--line-length", "COLUMNS",
            help:
                "The longest line wrapped code is joined into (\(ProjectDefaults.lineLengths.lowerBound)-\(ProjectDefaults.lineLengths.upperBound)). Default: the config's 'lineLength', else \(ProjectDefaults.lineLength).",
            on: [.scene, .generate, .add]),
        starter: { _ in String(ProjectDefaults.lineLength) })

    static let author = Setting<String>(
        "header.author", .singleLine, project: .init({ $0.author }, { $0.author = $1 }),
        docs: SettingDocs(meaning: "named in every file's header", defaultText: "none"),
        flag: SettingFlag(
            "--author", "NAME",
            help: "The author every file's header names. Default: the config's 'header.author', else none.",
            on: [.scene, .generate, .add]),
        context: { ["author": $0.map(MustacheValue.string) ?? .null] },
        starter: { $0.author.map(JSONText.quoted) ?? "null" })

    static let organization = Setting<String>(
        "header.organization", .singleLine, project: .init({ $0.organization }, { $0.organization = $1 }),
        docs: SettingDocs(meaning: "named in every file's header", defaultText: "none"),
        flag: SettingFlag(
            "--organization", "NAME",
            help: "The organization every file's header names. Default: the config's 'header.organization', else none.",
            on: [.scene, .generate, .add]),
        context: { ["organization": $0.map(MustacheValue.string) ?? .null] },
        starter: { $0.organization.map(JSONText.quoted) ?? "null" })

    static let flavor = DefaultedSetting<FlavorChoice>(
        "flavor", .flavor, project: .init({ $0.flavor }, { $0.flavor = $1 }),
        scene: .init({ $0.flavor }, { $0.flavor = $1 }), default: ProjectDefaults.flavor,
        docs: SettingDocs(
            meaning:
                "every scene's flavor: \(Flavor.bundledNames.map { "`\($0)`" }.joined(separator: ", ")) or one of the templates folder",
            defaultText: "`\(Flavor.defaultName)`", sceneMeaning: "this scene's flavor",
            sceneDefault: "`project.flavor`"),
        flag: SettingFlag(
            "--flavor", "NAME",
            help:
                "The style of scene: \(Flavor.bundledNames.joined(separator: ", ")) or one the templates folder defines. Default: the config's 'flavor', else '\(Flavor.defaultName)'. See 'vipgen templates list'.",
            on: [.scene, .generate]),
        starter: { _ in JSONText.quoted(ProjectDefaults.flavor.name) })

    static let testing = DefaultedSetting<TestingLibrary>(
        "testing", .choice(TestingLibrary.parse), project: .init({ $0.testing }, { $0.testing = $1 }),
        default: ProjectDefaults.testing,
        docs: SettingDocs(
            meaning: TestingLibrary.allCases.map { "`\"\($0.rawValue)\"`" }.joined(separator: " or "),
            defaultText: "`\"\(ProjectDefaults.testing.rawValue)\"`"),
        flag: SettingFlag(
            "--testing", "LIBRARY",
            help:
                "The test library the generated tests use: \(TestingLibrary.allCases.map(\.rawValue).joined(separator: " or ")). Default: the config's 'testing', else '\(ProjectDefaults.testing.rawValue)'.",
            on: [.scene, .generate, .exportXcode]),
        context: { ["xctest": .bool($0 == .xctest), "swiftTesting": .bool($0 == .swiftTesting)] },
        starter: { _ in JSONText.quoted(ProjectDefaults.testing.rawValue) })

    static let worker = DefaultedSetting<WorkerStyle>(
        "worker", .choice(WorkerStyle.parse), project: .init({ $0.worker }, { $0.worker = $1 }),
        scene: .init({ $0.worker }, { $0.worker = $1 }), default: ProjectDefaults.worker,
        docs: SettingDocs(
            meaning: "`\"async\"` or `\"sync\"`: how every scene's worker works",
            defaultText: "`\"\(ProjectDefaults.worker.rawValue)\"`",
            sceneMeaning: "this scene's worker: `\"async\"` or `\"sync\"`", sceneDefault: "`project.worker`"),
        flag: SettingFlag(
            "--worker", "STYLE",
            help:
                "How the scene's worker does its work: 'async' (async throws methods; the interactor runs each request in a task, cancels a superseded one and presents failures) or 'sync' (methods that return at once). Default: the config's 'worker', else '\(ProjectDefaults.worker.rawValue)'.",
            on: [.scene, .exportXcode], setsScene: true),
        context: { ["async": .bool($0 == .async), "sync": .bool($0 == .sync)] },
        starter: { _ in JSONText.quoted(ProjectDefaults.worker.rawValue) })

    static let requestPolicies = Setting<[String: RequestPolicy]>(
        "requestPolicies", .requestPolicies, scene: .init({ $0.requestPolicies }, { $0.requestPolicies = $1 }),
        docs: SettingDocs(
            meaning:
                "for an async scene, what a request does to the one of its use case still running: `\"latest-wins\"` (a read: it cancels it) or `\"run-to-completion\"` (a write: it runs after it), by use case name",
            defaultText:
                "by the use case's first word: a write (`Save`, `Delete`, `Cancel`, `Add`, `Create`, `Update`…) runs to completion, anything else is latest-wins"
        ),
        flag: SettingFlag(
            "--request-policy", "USECASE=POLICY",
            help:
                "What a request does to the one of its use case still running, separated by commas: 'latest-wins' (it cancels it: a read) or 'run-to-completion' (it runs after it: a write). Default: by the use case's first word (Save, Delete, Cancel, Add, Create, Update… run to completion).",
            on: [.scene], setsScene: true),
        contextKeys: [],
        sceneCheck: { policies, scene in
            let useCases = scene.useCases.isEmpty ? [SpecDefaults.useCase] : scene.useCases
            for name in policies.keys.sorted() where !useCases.contains(name) {
                return "requestPolicies names '\(JSONText.displayed(name))', which is not one of the scene's use cases "
                    + "(\(useCases.joined(separator: ", ")))" + Suggestion.didYouMean(name, among: useCases)
            }
            return nil
        })

    static let storyboard = Setting<String>(
        "storyboard", .text(StoryboardName.validate), project: .init({ $0.storyboard }, { $0.storyboard = $1 }),
        scene: .init({ $0.storyboard }, { $0.storyboard = $1 }),
        docs: SettingDocs(
            meaning: "the storyboard of every scene that names none", defaultText: "none (built in code)",
            sceneMeaning: "the storyboard the scene comes from", sceneDefault: "the project's"),
        flag: SettingFlag(
            "--storyboard", "NAME",
            help:
                "The storyboard the scene's view controller comes from (Storyboard ID <NAME>ViewController); routes to it instantiate it from there. Default: the config's 'storyboard', else built in code.",
            on: [.scene], setsScene: true),
        contextKeys: ["storyboard", "storyboardIdentifier", "isFromStoryboard", "usesStoryboards"],
        starter: { _ in "null" })

    static let xcodeproj = Setting<String>(
        "xcodeproj", .folder, project: .init({ $0.xcodeproj }, { $0.xcodeproj = $1 }),
        docs: SettingDocs(
            meaning:
                "the `.xcodeproj` the written files are added to, relative to the spec file (see [Getting the output into an Xcode project](#getting-the-output-into-an-xcode-project))",
            defaultText: "none"),
        flag: SettingFlag(
            "--xcodeproj", "PATH",
            help:
                "The .xcodeproj the written files are added to (groups, target membership). Default: the config's 'xcodeproj', else none.",
            on: [.scene, .generate, .add]),
        starter: { $0.xcode.map { JSONText.quoted($0.path) } ?? "null" })

    static let target = Setting<String>(
        "target", .targetName, project: .init({ $0.target }, { $0.target = $1 }),
        docs: SettingDocs(
            meaning: "the app target that compiles scene sources", defaultText: "the project's first app target"),
        flag: SettingFlag(
            "--target", "NAME",
            help:
                "The app target that compiles scene sources. Default: the config's 'target', else the project's first app.",
            on: [.scene, .generate, .add]),
        starter: { $0.xcode?.target.map(JSONText.quoted) ?? "null" })

    static let testTarget = Setting<String>(
        "testTarget", .targetName, project: .init({ $0.testTarget }, { $0.testTarget = $1 }),
        docs: SettingDocs(
            meaning: "the unit-test target that compiles scene tests", defaultText: "the one testing `target`"),
        flag: SettingFlag(
            "--test-target", "NAME",
            help:
                "The unit-test target that compiles scene tests. Default: the config's 'testTarget', else the one testing the app.",
            on: [.scene, .generate, .add]),
        starter: { $0.xcode?.testTarget.map(JSONText.quoted) ?? "null" })

    static let package = Setting<String>(
        "package", .folder, project: .init({ $0.package }, { $0.package = $1 }),
        scene: .init({ $0.package }, { $0.package = $1 }),
        docs: SettingDocs(
            meaning:
                "a folder holding a `Package.swift` (written when missing): every scene becomes a library target of it, sources in `Sources/<Scene>/`, tests in `Tests/<Scene>Tests/` (see [A modular app](#a-modular-app-one-package-target-per-feature))",
            defaultText: "none (the app's folders)", sceneMeaning: "the package this scene is a target of",
            sceneDefault: "`project.package`"),
        flag: SettingFlag(
            "--package", "PATH",
            help:
                "The folder of a Package.swift the scene becomes a target of (Sources/NAME/, Tests/NAMETests/, a library product); written when missing. Default: the config's 'package', else none.",
            on: [.scene, .generate, .add]),
        context: { package in
            ["access": .string(package == nil ? "" : "public "), "inPackage": .bool(package != nil)]
        },
        starter: { $0.package.map(JSONText.quoted) ?? "null" })

    static let packageDependencies = Setting<[String]>(
        "packageDependencies", .packageDependencies,
        project: .init({ $0.packageDependencies }, { $0.packageDependencies = $1 }),
        docs: SettingDocs(
            meaning:
                "what every feature target of `package` depends on: a target of the package (`\"DesignSystem\"`) or a local package's product (`\"Networking:../Networking\"`: product, then folder)",
            defaultText: "none"),
        flag: SettingFlag(
            "--package-dependencies", "NAMES",
            help:
                "What every feature target of the package depends on, separated by commas: a target of the package, or PRODUCT:FOLDER for a local package's product. Default: the config's 'packageDependencies', else none.",
            on: [.scene, .generate, .add]),
        starter: { _ in "null" })

    static let base = Setting<ViewControllerBase>(
        "base", .choice(ViewControllerBase.parse), scene: .init({ $0.givenBase }, { $0.givenBase = $1 }),
        default: .viewController,
        docs: SettingDocs(
            meaning: "the view controller's superclass, for a flavor whose `flavor.json` lists `baseClasses`",
            defaultText: "`\(ViewControllerBase.viewController.rawValue)`"),
        flag: SettingFlag(
            "--base", "CLASS",
            help:
                "The view controller's superclass: \(ViewControllerBase.allCases.map(\.rawValue).joined(separator: ", ")); the default is the first. Only for flavors with base classes (not swiftui).",
            on: [.scene], setsScene: true),
        context: { ["baseClass": .string(($0 ?? .viewController).rawValue)] },
        flavorCheck: { base, flavor in
            if flavor.baseClassFlags.isEmpty {
                return
                    "the '\(flavor.name)' flavor has no base class (its flavor.json lists no baseClasses), so base '\(base.rawValue)' would be ignored; remove it"
            }
            guard flavor.baseClassFlags[base.rawValue] == nil else { return nil }
            let known = ViewControllerBase.allCases.map(\.rawValue).filter { flavor.baseClassFlags[$0] != nil }
            return
                "the '\(flavor.name)' flavor's base classes are \(known.joined(separator: ", ")); base '\(base.rawValue)' is not one of them"
        },
        starter: { _ in JSONText.quoted(ViewControllerBase.viewController.rawValue) })

    static let onLoad = Setting<String>(
        "onLoad", .text { _ in }, scene: .init({ $0.onLoad }, { $0.onLoad = $1 }),
        docs: SettingDocs(
            meaning: "the use case the view starts when it loads (the others wait for the app to call them)",
            defaultText: "the one named `\(SpecDefaults.useCase)`, if any"),
        flag: SettingFlag(
            "--on-load", "NAME",
            help:
                "The use case the view starts when it loads. Default: the one named '\(SpecDefaults.useCase)', if any; other use cases start only when the app calls them.",
            on: [.scene], setsScene: true),
        contextKeys: ["onLoad"],
        sceneCheck: { onLoad, scene in
            let useCases = scene.useCases.isEmpty ? [SpecDefaults.useCase] : scene.useCases
            guard !useCases.contains(onLoad) else { return nil }
            return "onLoad '\(JSONText.displayed(onLoad))' is not one of the scene's use cases "
                + "(\(useCases.joined(separator: ", ")))" + Suggestion.didYouMean(onLoad, among: useCases)
        },
        starter: { $0.useCases.first.map(JSONText.quoted) ?? "null" })

    static let lintDisable = Setting<[String]>(
        "disable", .ruleIDs, lint: .init({ $0.disabledSetting }, { $0.disabledSetting = $1 }),
        docs: SettingDocs(
            meaning: "the lint rules switched off (`vipgen lint --list-rules` lists them)", defaultText: "none"),
        flag: SettingFlag(
            "--disable", "RULES",
            help: "Lint rules to switch off, separated by commas, instead of the config's 'lint.disable'.", on: [.lint])
    )

    static let lintSeverity = Setting<[String: LintSeverity]>(
        "severity", .ruleSeverities, lint: .init({ $0.severitiesSetting }, { $0.severitiesSetting = $1 }),
        docs: SettingDocs(
            meaning: "a severity (`\"note\"`, `\"warning\"` or `\"error\"`) for each rule named, instead of its own",
            defaultText: "each rule's own"),
        flag: SettingFlag(
            "--severity", "RULE=LEVEL",
            help:
                "Severities instead of the config's 'lint.severity', separated by commas: e.g. 'concrete-reference=error'.",
            on: [.lint]))

    static let lintRules = Setting<[TeamRule]>(
        "rules", .teamRules, lint: .init({ $0.rulesSetting }, { $0.rulesSetting = $1 }),
        docs: SettingDocs(
            meaning:
                "the team's own rules: an import a role may not use, a class or protocol its type must have, a folder its files must be in (see [docs/lint.md](docs/lint.md#the-teams-own-rules))",
            defaultText: "none"),
        flag: nil)
}
