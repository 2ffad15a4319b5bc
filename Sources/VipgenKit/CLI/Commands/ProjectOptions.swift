/// Options that set project settings, shared by the commands that take them: each command lists
/// the ones it accepts, and `settings(from:)` reads whichever it declared.
enum ProjectOptions {
    static let config = Option<String>(
        "--config", "FILE",
        help: "A spec file whose project settings to use. Default: ./\(SpecLoader.defaultFileName) when it exists.",
        completion: .file)
    static let module = Option<String>(
        "--module", "NAME",
        help:
            "The app module the tests '@testable import'. Default: the config's 'module', else '\(ProjectDefaults.module)'."
    ) { name in
        do {
            try SwiftNames.validateModuleName(name)
        } catch {
            throw UsageError("\(error)")
        }
        return name
    }
    static let output = Option<String>(
        "--output", "DIR",
        help:
            "Where scene sources go; files are written to DIR/NAME/. Default: the config's 'sources', else '\(ProjectDefaults.sources)'.",
        completion: .directory)
    static let testsOutput = Option<String>(
        "--tests-output", "DIR",
        help:
            "Where scene tests go; files are written to DIR/NAME/. Default: the config's 'tests', else '\(ProjectDefaults.tests)'.",
        completion: .directory)
    static let templates = Option<String>(
        "--templates", "DIR",
        help: "A folder of templates overriding bundled ones by name; replaces the spec's 'templates'.",
        completion: .directory)

    static let xcodeproj = Option<String>(
        "--xcodeproj", "PATH",
        help:
            "The .xcodeproj the written files are added to (groups, target membership). Default: the config's 'xcodeproj', else none.",
        completion: .directory)
    static let target = Option<String>(
        "--target", "NAME",
        help:
            "The app target that compiles scene sources. Default: the config's 'target', else the project's first app.")
    static let testTarget = Option<String>(
        "--test-target", "NAME",
        help:
            "The unit-test target that compiles scene tests. Default: the config's 'testTarget', else the one testing the app."
    )

    /// The options that add the written files to an Xcode project.
    static var xcode: [OptionDeclaration] { [xcodeproj.declaration, target.declaration, testTarget.declaration] }

    static let testing = Option<TestingLibrary>(
        "--testing", "LIBRARY",
        help:
            "The test library the generated tests use: \(TestingLibrary.allCases.map(\.rawValue).concatenated(separator: " or ")). Default: the config's 'testing', else '\(ProjectDefaults.testing.rawValue)'.",
        completion: .choices(TestingLibrary.allCases.map(\.rawValue))
    ) { text in
        do {
            return try TestingLibrary.parse(text)
        } catch {
            throw UsageError("\(error)")
        }
    }

    /// The settings given on the command line, from whichever of these options the command declares.
    static func settings(from input: ParsedCommand) -> ProjectSettings {
        var settings = ProjectSettings()
        settings.module = input.ifDeclared(module)
        settings.sources = input.ifDeclared(output).map(Paths.normalize)
        settings.tests = input.ifDeclared(testsOutput).map(Paths.normalize)
        settings.templates = input.ifDeclared(templates).map(Paths.normalize)
        settings.testing = input.ifDeclared(testing)
        settings.xcodeproj = input.ifDeclared(xcodeproj).map(Paths.normalize)
        settings.target = input.ifDeclared(target)
        settings.testTarget = input.ifDeclared(testTarget)
        return settings
    }
}
