import Mustache

/// Xcode file templates (File > New > File…) rendered from a flavor's own templates, so a fix to a
/// template reaches the command line and Xcode alike.
///
/// Two templates, as the official Clean Swift set has: `Clean Swift Scene.xctemplate` (the scene's
/// sources) and `Clean Swift Unit Tests.xctemplate` (its tests, which Xcode adds to a test target:
/// `BuildableType` `Test`, as Apple's test file templates set it). Each is a text-substitution
/// template (`TemplateInfo.plist`) with a text field for the scene's name, the static `productName`
/// Clean Swift's own templates define (so Xcode does not ask for a second name), a popup for the base
/// class and, for the tests, a text field for the module they `@testable import`; Xcode takes the
/// files from the sub-folder named after the chosen base class. Files are the flavor's, rendered for
/// a scene with one default use case, with Xcode's placeholders where the scene's name, the module and
/// the header go.
enum XcodeTemplates {
    /// The placeholder Xcode replaces with what the text field holds, made a Swift identifier
    /// (`List Orders` gives `List_Orders`, not invalid Swift).
    static let sceneName = "___VARIABLE_\(sceneNameIdentifier):identifier___"
    static let sceneNameIdentifier = "sceneName"
    static let baseClassIdentifier = "baseClass"
    /// The module the tests `@testable import`: a field of the Unit Tests template.
    static let moduleIdentifier = "moduleName"
    static let module = "___VARIABLE_\(moduleIdentifier):identifier___"
    /// The module field's default when no module is given: the project's name, which is the app
    /// target's module in a new Xcode project.
    static let projectModule = "___PROJECTNAMEASIDENTIFIER___"
    /// Xcode's standard header comment; `//` starts it, as Xcode's own templates write it.
    static let header = "//___FILEHEADER___\n"
    /// The scene name the files are rendered and their lines fitted for, then replaced by `sceneName`:
    /// as long as the names the templates' layout is proven for (`Tests/Proof/LongNames`), so a group
    /// is joined only when it fits for every name up to that long.
    static let fittedSceneName = "XcodeSceneNameFittedForThirtyTwo"
    static let fittedSceneNameLength = 32

    /// The two template folders, named as Xcode lists them.
    static let sceneTemplate = "Clean Swift Scene.xctemplate"
    static let testsTemplate = "Clean Swift Unit Tests.xctemplate"

    /// Placeholders Xcode itself defines, beside the `___VARIABLE_<id>___` of a template's options.
    static let xcodePlaceholders: Set<String> = [
        "FILEHEADER", "FILENAME", "FILEBASENAME", "FILEBASENAMEASIDENTIFIER", "PRODUCTNAME", "PROJECTNAME",
        "PROJECTNAMEASIDENTIFIER", "PACKAGENAME", "ORGANIZATIONNAME", "FULLUSERNAME", "DATE", "YEAR", "TIME",
        "COPYRIGHT", "TARGETNAME",
    ]

    /// Every file of both templates, under `directory`: each plist, then each base class's files.
    /// - Parameters:
    ///   - flavor: the flavor to export.
    ///   - templatesDirectory: a team's override folder, exported as vipgen would render it, or nil.
    ///   - testing: the library the tests are written with.
    ///   - module: the module field's default, or nil for the project's name.
    ///   - indentation: the files' indentation.
    ///   - worker: how the exported scene's worker works.
    static func files(
        flavor: String, templatesDirectory: String?, testing: TestingLibrary = ProjectDefaults.testing,
        module defaultModule: String? = nil, indentation: Indentation = ProjectDefaults.indentation,
        worker: WorkerStyle = ProjectDefaults.worker,
        into directory: String
    ) throws -> [OutputFile] {
        let resolved = try Flavor.resolve(flavor, overrides: templatesDirectory)
        let project = ResolvedProject(
            module: module, sourcesDirectory: sceneTemplate, testsDirectory: testsTemplate,
            templatesDirectory: templatesDirectory, indentation: indentation, date: "", testing: testing,
            worker: worker)
        // Xcode cannot derive a lowerCamelCase name from the scene's: a template needing one cannot export.
        let unavailable = "\u{1}sceneVariable\u{1}"
        let generator = SceneGenerator(
            project: project, flavor: flavor, fixedTemplates: ["header": header],
            contextOverrides: ["sceneVariable": .string(unavailable)],
            lineFitter: LineFitter(limit: project[Settings.lineLength])
        )
        // A flavor without base classes (swiftui: a View, no view controller) offers no choice: its
        // files sit at the top of each template, as in Apple's own templates without options.
        let choices = ViewControllerBase.allCases.map(\.rawValue).filter { resolved.baseClassFlags[$0] != nil }
        let parts = resolved.files.filter { $0.destination == .sources }.map {
            SwiftNames.titleWords($0.template).lowercased()
        }
        let listed =
            parts.count > 1
            ? parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1] : parts.joined()

        var files: [OutputFile] = [
            OutputFile(
                path: Paths.join(directory, sceneTemplate + "/TemplateInfo.plist"),
                contents: plist(
                    summary: "A Clean Swift scene: \(listed).", flavor: resolved, choices: choices, tests: nil)),
            OutputFile(
                path: Paths.join(directory, testsTemplate + "/TemplateInfo.plist"),
                contents: plist(
                    summary: "Unit tests with spies for a Clean Swift scene made with the Clean Swift Scene template.",
                    flavor: resolved, choices: choices, tests: (testing, defaultModule ?? projectModule))),
        ]
        for base in choices.isEmpty ? [nil] : choices.map(Optional.some) {
            let scene = SceneSpec(
                name: fittedSceneName, base: base.flatMap(ViewControllerBase.init(rawValue:)) ?? .viewController)
            for file in try generator.files(for: scene) {
                // `<template folder>/<scene>/<file>` becomes `<template folder>/<base class>/<file>`, or
                // `<template folder>/<file>` without base classes.
                let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
                let name = parts.dropFirst(2).joined(separator: "/").replacing(fittedSceneName, with: sceneName)
                if file.contents.contains(unavailable) {
                    throw XcodeExportError.needsSceneVariable(file: String(name.split(separator: "/").last ?? ""))
                }
                files.append(
                    OutputFile(
                        path: Paths.join(directory, String(parts[0]) + "/" + (base.map { $0 + "/" } ?? "") + name),
                        contents: file.contents.replacing(fittedSceneName, with: sceneName)))
            }
        }
        return files
    }

    /// A text-substitution template's plist: a text field for the scene's name, a popup for the base
    /// class when there are `choices`.
    /// - Parameter tests: for the Unit Tests template, its library (named in the description) and
    ///   the module field's default; nil for the scene's.
    static func plist(
        summary: String, flavor: Flavor, choices: [String], tests: (library: TestingLibrary, module: String)?
    ) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Kind</key>
            \t<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>

            """
        // Without it Xcode offers the files to the app target; Apple's test file templates set it.
        if tests != nil { text += "\t<key>BuildableType</key>\n\t<string>Test</string>\n" }
        let library =
            tests.map { " Tests written with \($0.library == .swiftTesting ? "Swift Testing" : "XCTest")." } ?? ""
        text += """
            \t<key>Summary</key>
            \t<string>\(xml(summary))</string>
            \t<key>Description</key>
            \t<string>\(xml(summary + " Flavor: " + flavor.name + ". " + flavor.summary + library))</string>
            \t<key>Platforms</key>
            \t<array>
            \t\t<string>com.apple.platform.iphoneos</string>
            \t</array>
            \t<key>AllowedTypes</key>
            \t<array>
            \t\t<string>public.swift-source</string>
            \t</array>
            \t<key>DefaultCompletionName</key>
            \t<string>Scene</string>
            \t<key>SortOrder</key>
            \t<string>1</string>
            \t<key>Options</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>Identifier</key>
            \t\t\t<string>\(sceneNameIdentifier)</string>
            \t\t\t<key>Name</key>
            \t\t\t<string>Scene name:</string>
            \t\t\t<key>Description</key>
            \t\t\t<string>The scene's name in UpperCamelCase, like ListOrders: it names its types and files.</string>
            \t\t\t<key>Type</key>
            \t\t\t<string>text</string>
            \t\t\t<key>Required</key>
            \t\t\t<true/>
            \t\t\t<key>NotPersisted</key>
            \t\t\t<true/>
            \t\t\t<key>Default</key>
            \t\t\t<string>Scene</string>
            \t\t</dict>
            \t\t<dict>
            \t\t\t<key>Identifier</key>
            \t\t\t<string>productName</string>
            \t\t\t<key>Type</key>
            \t\t\t<string>static</string>
            \t\t\t<key>Default</key>
            \t\t\t<string>\(sceneName)</string>
            \t\t</dict>

            """
        if let tests {
            text += """
                \t\t<dict>
                \t\t\t<key>Identifier</key>
                \t\t\t<string>\(moduleIdentifier)</string>
                \t\t\t<key>Name</key>
                \t\t\t<string>Module:</string>
                \t\t\t<key>Description</key>
                \t\t\t<string>The module the tests '@testable import': the app target's Product Module Name.</string>
                \t\t\t<key>Type</key>
                \t\t\t<string>text</string>
                \t\t\t<key>Required</key>
                \t\t\t<true/>
                \t\t\t<key>Default</key>
                \t\t\t<string>\(xml(tests.module))</string>
                \t\t</dict>

                """
        }
        guard let defaultChoice = choices.first else { return text + "\t</array>\n</dict>\n</plist>\n" }
        text += """
            \t\t<dict>
            \t\t\t<key>Identifier</key>
            \t\t\t<string>\(baseClassIdentifier)</string>
            \t\t\t<key>Name</key>
            \t\t\t<string>Subclass of:</string>
            \t\t\t<key>Description</key>
            \t\t\t<string>The view controller class the scene's view controller inherits from.</string>
            \t\t\t<key>Type</key>
            \t\t\t<string>popup</string>
            \t\t\t<key>Default</key>
            \t\t\t<string>\(xml(defaultChoice))</string>
            \t\t\t<key>Values</key>
            \t\t\t<array>

            """
        for choice in choices { text += "\t\t\t\t<string>\(xml(choice))</string>\n" }
        text += """
            \t\t\t</array>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
        return text
    }

    private static func xml(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// Why a flavor cannot be exported as Xcode templates.
enum XcodeExportError: Error, Equatable, CustomStringConvertible {
    /// A template uses `sceneVariable`, which Xcode's placeholders cannot spell.
    case needsSceneVariable(file: String)

    var description: String {
        switch self {
        case .needsSceneVariable(let file):
            return
                "\(file) uses 'sceneVariable', the scene's name in lowerCamelCase, which Xcode's placeholders cannot spell; use it only inside '{{#routes}}' to export this flavor"
        }
    }
}
