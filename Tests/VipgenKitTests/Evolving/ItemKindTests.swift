import Expectations
import Foundation
import Mustache
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Every item kind is one descriptor: these tests name no kind, they go through `ItemKinds.all`
/// and check that each kind gets everything vipgen does with items (its `add` subcommand with help,
/// usage errors and completions, its `vipgen scene` option, the spec entry's edit, the template
/// context, and reading it back from the files its templates write).
@Suite struct ItemKindTests {
    static let scene = "Probe"

    /// A valid value of the kind, as `validated` writes it: the last word of the kind's first `add`
    /// example (`vipgen add field ShowMeme isFavorite:Bool` gives `isFavorite: Bool`).
    static func sample(_ kind: any ItemKind.Type) throws -> String {
        let example = try require(kind.examples.first, "\(kind.command) has an example")
        let word = String(example.split(separator: " ").last ?? "").replacingOccurrences(of: "'", with: "")
        return try require(try kind.validated([word], scene: scene).first)
    }

    static func scene(with kind: any ItemKind.Type, _ texts: [String]) -> SceneSpec {
        var scene = SceneSpec(name: Self.scene)
        kind.append(texts, to: &scene)
        return scene
    }

    @Test func kindsHaveDistinctKeysCommandsAndFlagsAndAreReadBack() {
        let kinds = ItemKinds.all
        expect(kinds.allSatisfy { $0 is any ItemInference.Type }, "every kind says how it is read back")
        expectEqual(Set(kinds.map { $0.specKey }).count, kinds.count)
        expectEqual(Set(kinds.map { $0.command }).count, kinds.count)
        expectEqual(Set(kinds.map { $0.flag }).count, kinds.count)
        expect(kinds.allSatisfy { SpecReader.sceneKeys.contains($0.specKey) }, "the spec reads each kind's key")
        expectEqual(ItemKinds.inSpecOrder.count, kinds.count)
    }

    @Test func everyKindHasAnAddSubcommandWithHelpUsageAndCompletions() throws {
        let scripts = CompletionShell.allCases.map { CompletionScript.generate($0, for: VipgenCLI.root) }
        for kind in ItemKinds.all {
            let path = try require(
                VipgenCLI.root.descendants().first { $0.words == ["vipgen", "add", kind.command] },
                "vipgen add \(kind.command)")
            expectEqual(path.configuration.summary, kind.summary)
            expectEqual(path.configuration.arguments.map(\.name), ["SCENE", kind.argument])
            let help = InProcessRun(["help", "add", kind.command])
            expectEqual(help.status, 0)
            expect(help.stdout.hasPrefix("OVERVIEW: \(kind.summary)"))
            expect(help.stdout.contains("USAGE: vipgen add \(kind.command) SCENE \(kind.argument)..."))
            for example in kind.examples { expect(help.stdout.contains(example), "\(kind.command): \(example)") }
            // A missing value is a usage error naming the argument, with the subcommand's usage line.
            let missing = InProcessRun(["add", kind.command, Self.scene])
            expectEqual(missing.status, 64)
            expect(missing.stderr.contains(kind.argument), "\(missing.stderr)")
            expect(missing.stderr.contains("vipgen add \(kind.command) SCENE"), "\(missing.stderr)")
            for (shell, script) in zip(CompletionShell.allCases, scripts) {
                expect(script.contains(kind.command), "\(shell) completes 'add \(kind.command)'")
                expect(script.contains(shell == .fish ? "-l \(kind.flag.dropFirst(2))" : kind.flag), "\(shell)")
            }
            let bash = scripts[CompletionShell.allCases.firstIndex(of: .bash)!]
            expect(
                bash.contains("'vipgen add') echo '\(ItemKinds.all.map { $0.command }.joined(separator: " "))'"))
            // `vipgen scene` takes the kind's items as an option, explained in its help.
            expect(InProcessRun(["help", "scene"]).stdout.contains("\(kind.flag) <\(kind.flagValue)>"))
        }
    }

    /// The templates render each kind's items, the context names them under the kind's key, and the
    /// scene read back from the files they write has the items: what `vipgen add` works from for a
    /// scene the spec does not list.
    @Test func everyKindIsRenderedAndReadBackFromTheFiles() throws {
        for kind in ItemKinds.all {
            let sample = try Self.sample(kind)
            let directory = try TemporaryDirectory()
            let project = ResolvedProject(
                module: "App", sourcesDirectory: directory.path + "/Scenes", testsDirectory: directory.path + "/Tests",
                date: "")
            let generator = SceneGenerator(project: project)
            let scene = Self.scene(with: kind, [sample])
            let environment = ItemContextEnvironment(
                project: project, spec: SpecIndex([scene]),
                destinations: Array(repeating: [:], count: scene.routes.count),
                destinationStoryboardIdentifiers: scene.routes.map { $0 + "ViewController" })
            let context = kind.context(of: scene, in: environment)
            guard case .array(let values)? = context[kind.specKey] else {
                Issue.record("\(kind.specKey) is not an array in the context")
                continue
            }
            expectEqual(values.count, kind.effectiveTexts(of: scene).count)
            expect(SceneContext.keys.isSuperset(of: context.map(\.key)))

            let with = try generator.files(for: scene)
            let without = try generator.files(for: scene.removing(SceneItems([SceneItem(kind, sample)])))
            expect(with.map(\.contents) != without.map(\.contents), "\(kind.command): the templates render it")
            for file in with {
                try directory.write(String(file.path.dropFirst(directory.path.count + 1)), file.contents)
            }
            let inferred = try SpecReadBack.items(ofScene: Self.scene, generator: generator, disk: DiskSnapshot())
            expectEqual(kind.texts(of: inferred), kind.texts(of: scene), "\(kind.command) is read back")
        }
    }

    /// Adding to a scene skips what it has by name, a kind's defaults stay, and removing gives the
    /// scene back.
    @Test func everyKindIsAddedOnceAndRemoved() throws {
        for kind in ItemKinds.all {
            let item = SceneItem(kind, try Self.sample(kind))
            let empty = SceneSpec(name: Self.scene)
            let added = empty.adding(SceneItems([item]))
            expectEqual(kind.texts(of: added), kind.defaults + [item.text])
            expectEqual(added.adding(SceneItems([item])), added)
            expect(added.missing(SceneItems([item])).isEmpty)
            expectEqual(empty.missing(SceneItems([item])), SceneItems([item]))
            expectEqual(kind.texts(of: added.removing(SceneItems([item]))), kind.defaults)
        }
    }

    /// `vipgen add` writes the items into the scene's entry under the kind's key, and the spec reads
    /// them back.
    @Test func everyKindJoinsTheSpecEntryUnderItsKey() throws {
        for kind in ItemKinds.all {
            let sample = try Self.sample(kind)
            let text = "{\"scenes\": [{\"name\": \"\(Self.scene)\"}]}\n"
            let edited = try require(
                try SpecTextEditor.adding(
                    SceneItems([SceneItem(kind, sample)]), to: SceneSpec(name: Self.scene), in: text,
                    file: "vipgen.json"))
            expect(edited.contains("\"\(kind.specKey)\": ["))
            let read = try SpecReader.read(text: edited, file: "vipgen.json")
            expectEqual(kind.texts(of: read.scenes[0]), kind.defaults + [sample])
        }
    }

    /// A kind vipgen does not list, declared here: its `add` subcommand, help, usage line, usage
    /// errors and completions come from its descriptor, with no other declaration.
    @Test func aKindDeclaredElsewhereGetsItsSubcommandFromItsDescriptorAlone() throws {
        var root = CommandPath(commands: [TestAddCommand.self])
        let console = RecordingConsole()
        expectEqual(try CommandRunner.run(["note", "--help"], reached: &root, console: console), .success)
        expect(console.output.hasPrefix("OVERVIEW: \(NoteItem.summary)"))
        expect(console.output.contains("USAGE: add note SCENE TEXT..."))
        expect(console.output.contains(NoteItem.argumentHelp))

        root = CommandPath(commands: [TestAddCommand.self])
        expect(throws: UsageError("note 'x' must start with a capital letter")) {
            try CommandRunner.run(["note", "Probe", "x"], reached: &root, console: RecordingConsole())
        }
        for shell in CompletionShell.allCases {
            let script = CompletionScript.generate(shell, for: CommandPath(commands: [TestAddCommand.self]))
            expect(script.contains("note"), "\(shell)")
        }
    }
}

/// `add` with the bundled kinds and one more.
private enum TestAddCommand: Command {
    static let configuration = CommandConfiguration(
        name: "add", summary: "Add items.", subcommands: (ItemKinds.all + [NoteItem.self]).map { $0.addCommand })
}

/// A kind whose items are kept nowhere: enough to see what the command line makes of a descriptor.
private enum NoteItem: ItemKind {
    static let specKey = "notes"
    static let noun = "note"
    static let command = "note"
    static let summary = "Add notes to a scene."
    static let examples = ["vipgen add note ListMemes Remember"]
    static let argument = "TEXT"
    static let argumentHelp = "A note to keep with the scene."
    static let flag = "--note"
    static let flagValue = "TEXT"
    static let flagHelp = "A note."

    static func texts(of scene: SceneSpec) -> [String] { [] }
    static func append(_ texts: [String], to scene: inout SceneSpec) {}
    static func keep(_ scene: inout SceneSpec, where keep: (String) -> Bool) {}
    static func validated(_ texts: [String], scene: String) throws(SpecErrors) -> [String] {
        let bad = texts.filter { $0.first?.isUppercase != true }
        if !bad.isEmpty {
            throw SpecErrors(bad.map { SpecError(message: "note '\($0)' must start with a capital letter") })
        }
        return texts
    }
    static func context(of scene: SceneSpec, in environment: ItemContextEnvironment) -> MustacheObject { [:] }
}
