import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// A setting is one declaration (`Settings`): the README's table, the options of the commands it
/// names, help, completions and the template context keys all come from it.
@Suite struct SettingsDeclarationTests {
    /// The README's settings table, from its header line to the first line that is not a row.
    private static func readmeTable() throws -> String {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let header = Settings.markdownTable.split(separator: "\n").first.map(String.init) ?? ""
        guard let start = lines.firstIndex(where: { $0 == header }) else { return "" }
        return lines[start...].prefix { $0.hasPrefix("|") }.map { $0 + "\n" }.joined()
    }

    @Test func theReadmesSettingsTableIsWhatTheDeclarationsProduce() throws {
        let table = try Self.readmeTable()
        expectEqual(table, Settings.markdownTable, "README.md's settings table should read:\n\(Settings.markdownTable)")
    }

    @Test func theTableHasARowForEveryPlaceEachSettingIsWritten() {
        let table = Settings.markdownTable
        for setting in Settings.all {
            if setting.isProjectSetting { expect(table.contains("| `project.\(setting.key)` |")) }
            if setting.isSceneSetting { expect(table.contains("| `scenes[].\(setting.key)` |")) }
            if setting.isLintSetting { expect(table.contains("| `lint.\(setting.key)` |")) }
        }
    }

    /// The command line each `SettingCommand` stands for.
    private static func invocations(of command: SettingCommand) -> [String] {
        switch command {
        case .scene: return ["vipgen scene"]
        case .generate: return ["vipgen generate"]
        case .add: return ["vipgen add use-case", "vipgen add route", "vipgen add field"]
        case .lint: return ["vipgen lint"]
        case .exportXcode: return ["vipgen templates export-xcode"]
        }
    }

    @Test func everySettingHasAFlagWithHelpOnTheCommandsItNamesAndInTheirCompletions() {
        let paths = CompletionScript.completablePaths(VipgenCLI.root)
        let bash = CompletionScript.generate(.bash, for: VipgenCLI.root)
        for setting in Settings.all {
            guard let flag = setting.settingFlag else {
                // The team's lint rules are objects, written in the spec only.
                if setting.key != Settings.lintRules.key { Issue.record("'\(setting.key)' has no flag") }
                continue
            }
            expect(!flag.help.isEmpty && !flag.commands.isEmpty, "\(flag.name)")
            for invocation in flag.commands.flatMap(Self.invocations(of:)) {
                guard let path = paths.first(where: { $0.invocation == invocation }) else {
                    Issue.record("no command '\(invocation)'")
                    continue
                }
                let option = path.configuration.options.first { $0.name == flag.name }
                expect(option != nil, "\(invocation) takes \(flag.name)")
                expect(option?.help.isEmpty == false, "\(invocation) \(flag.name) has help")
                expectEqual(option?.completion, SettingOptions.completion(setting.completion), "\(flag.name)")
                expect(bash.contains(flag.name), "bash completes \(flag.name)")
            }
            if case .choices(let words) = setting.completion {
                expect(!words.isEmpty && words.allSatisfy { bash.contains($0) }, "bash offers \(flag.name)'s values")
            }
        }
    }

    @Test func everySettingsContextKeyIsInEveryScenesContext() {
        for setting in Settings.all {
            for key in setting.templateContextKeys {
                expect(SceneContext.keys.contains(key), "'\(setting.key)' gives '\(key)'")
            }
        }
    }

    @Test func everyProjectSettingIsInTheStarterSpecAndReadBack() throws {
        let spec = try SpecReader.read(text: Spec.starterSpecJSON(author: "Jane"), file: "vipgen.json")
        expectEqual(spec.project.author, "Jane")
        expectEqual(spec.scenes.first?.onLoad, "LoadGreeting")
        let text = Spec.starterSpecJSON()
        for key in SpecReader.projectKeys + SpecReader.sceneKeys {
            expect(text.contains("\"\(key)\": "), "the starter spec has '\(key)'")
        }
    }

    @Test func aFlagOverridesTheSpecForEverySettingItSets() throws {
        let file = ProjectSettings(module: "Spec", indentation: .tabs, testing: .xctest, worker: .sync)
        let flags = ProjectSettings(indentation: .spaces(2), worker: .async)
        let merged = file.overridden(by: flags)
        expectEqual(merged.module, "Spec")
        expectEqual(merged.indentation, .spaces(2))
        expectEqual(merged.testing, .xctest)
        expectEqual(merged.worker, .async)
        let lint = LintSettings(disabled: ["spec-route"]).overridden(
            by: LintSettings(severities: ["spec-field": .error]))
        expectEqual(lint, LintSettings(disabled: ["spec-route"], severities: ["spec-field": .error]))
    }
}
