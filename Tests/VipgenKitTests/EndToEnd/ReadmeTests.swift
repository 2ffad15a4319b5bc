import Expectations
import Foundation
import Testing

/// README.md promises that every command it shows runs as shown: its shell blocks run here, verbatim
/// and in order, in one empty folder, with the built vipgen first on PATH.
@Suite struct ReadmeTests {
    /// A fenced block of the README: its info string, its text and the line its first line is on.
    struct Block {
        let info: String
        let text: String
        let line: Int
    }

    /// What the README's first line of a block says when the block is run in vipgen's checkout
    /// (installing), not in a user's folder: such blocks are left out here.
    static let checkoutMarker = "# in vipgen's checkout"

    static func readme() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    static func blocks(of text: String) -> [Block] {
        var blocks: [Block] = []
        var open: (info: String, line: Int, lines: [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append(Block(info: block.info, text: block.lines.joined(separator: "\n"), line: block.line))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)), index + 2, [])
                }
            } else if open != nil {
                open?.lines.append(String(line))
            }
        }
        return blocks
    }

    @Test func everyShellBlockRunsInOrderOnAnEmptyFolder() throws {
        let shellBlocks = Self.blocks(of: try Self.readme()).filter {
            $0.info == "sh" && !$0.text.hasPrefix(Self.checkoutMarker)
        }
        expect(shellBlocks.count >= 6, "the quick start and walk-throughs are shell blocks")
        let directory = try TemporaryDirectory()
        let bin = VipgenProcess.binary.deletingLastPathComponent().path
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let blocks = Self.blocks(of: try Self.readme())
        var compared = 0
        for block in shellBlocks {
            let result = try Shell.run(block.text, in: directory.url, environment: ["PATH": path, "NO_COLOR": "1"])
            expectEqual(result.status, 0, "README.md:\(block.line): the block failed\n\(block.text)\n\(result)")
            if result.status != 0 { return }
            // Output the README shows right after a block (the next block, a plain one, not a tree of
            // files) is what the block printed: its lines in order, `…` standing for any lines.
            guard let next = blocks.first(where: { $0.line > block.line }), next.info.isEmpty,
                !next.text.hasPrefix("Scenes/"), !next.text.hasPrefix("XcodeTemplates/")
            else { continue }
            compared += 1
            var printed = (result.stdout + result.stderr).split(separator: "\n")[...]
            for line in next.text.split(separator: "\n") where line != "…" {
                guard let index = printed.firstIndex(of: line) else {
                    Issue.record(
                        "README.md:\(next.line): '\(line)' is not in what the block printed:\n\(result.stdout)\(result.stderr)"
                    )
                    break
                }
                printed = printed[(index + 1)...]
            }
        }
        expect(compared >= 4, "the README shows what add, scene, a baseline and lint print")
        // The README's path ends clean: every scene it wrote is in the spec, every route leads somewhere.
        let lint = try VipgenProcess.run(["lint"], in: directory.url, environment: ["NO_COLOR": "1"])
        expect(lint.status == 0 && lint.stdout.isEmpty, "the README's walkthrough does not lint clean:\n\(lint)")
        expect(lint.stderr.hasSuffix(": 0 errors, 0 warnings\n"), "\(lint)")
        // What the blocks say they do, checked on what they left.
        expect(directory.exists("Scenes/ShowGreeting/ShowGreetingViewController.swift"))
        expect(directory.exists("Scenes/ListMemes/ListMemesViewController.swift"))
        expect(directory.exists("Scenes/ListOrders/ListOrdersConfigurator.swift"))
        expect(directory.exists("Scenes/ShowOrder/ShowOrderConfigurator.swift"))
        expect(directory.exists("Scenes/ShowReceipt/ShowReceiptViewState.swift"))
        expect(try directory.read("vipgen.json").contains(#""useCases": ["LoadGreeting", "ChangeName", "Reset"]"#))
        expect(try directory.read("Scenes/ListMemes/ListMemesInteractor.swift").contains("func refreshMemes(request:"))
        expect(try directory.read("Scenes/ShowMeme/ShowMemeRouter.swift").contains("func routeToListMemes("))
        let settings = try directory.read("Scenes/Settings/SettingsViewController.swift")
        expect(settings.contains("\nimport OSLog\nimport UIKit\n"), "the customising example changes the output")
        // The generated method docs/scenes.md walks through is what the quick start's scene has, line for line.
        let interactor = try directory.read("Scenes/ShowGreeting/ShowGreetingInteractor.swift")
        let scenes = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/scenes.md"), encoding: .utf8)
        let swiftBlocks = Self.blocks(of: scenes).filter {
            $0.info == "swift" && ($0.text.hasPrefix("func ") || $0.text.hasPrefix("@discardableResult\nfunc "))
        }
        expect(!swiftBlocks.isEmpty)
        for block in swiftBlocks {
            let indented = block.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            expect(interactor.contains(indented), "docs/scenes.md:\(block.line): not what ShowGreetingInteractor has")
        }
    }

    /// The output trees the README shows list the files the commands before them write.
    @Test func treesNameTheFilesTheCommandsWrite() throws {
        let blocks = Self.blocks(of: try Self.readme())
        let trees = blocks.filter { $0.info.isEmpty && $0.text.hasPrefix("Scenes/") }
        expect(trees.count >= 3)
        let directory = try TemporaryDirectory()
        _ = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        expectEqual(
            try VipgenProcess.run(["scene", "ListOrders", "--flavor", "configurator", "-q"], in: directory.url).status,
            0)
        expectEqual(
            try VipgenProcess.run(["scene", "ShowOrder", "--flavor", "input-output", "-q"], in: directory.url).status,
            0)
        let swiftUI = ["scene", "ShowReceipt", "--flavor", "swiftui", "--use-case", "GetReceipt", "-q"]
        expectEqual(try VipgenProcess.run(swiftUI, in: directory.url).status, 0)
        for tree in trees {
            var folder = ""
            var shown: [String] = []
            for line in tree.text.split(separator: "\n") {
                if line.hasSuffix("/") {
                    folder = String(line)
                } else if let name = line.split(separator: " ").dropFirst().first, name.hasSuffix(".swift") {
                    shown.append(folder + name)
                }
            }
            let scene = folder.split(separator: "/").last.map(String.init) ?? ""
            let written = directory.files().filter { $0.contains("/\(scene)/") }
            expectEqual(shown.sorted(), written, "README.md:\(tree.line)")
        }
    }

    /// Every section is listed in Contents, in order, so a section added later is found.
    @Test func contentsListsEverySection() throws {
        let lines = try Self.readme().split(separator: "\n").map(String.init)
        var inBlock = false
        var headings: [String] = []
        for line in lines {
            if line.hasPrefix("```") { inBlock.toggle() }
            if !inBlock, line.hasPrefix("## "), line != "## Contents" { headings.append(String(line.dropFirst(3))) }
        }
        let start = try require(lines.firstIndex(of: "## Contents"))
        let listed = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }.compactMap { line -> String? in
            guard line.hasPrefix("- ["), let end = line.firstIndex(of: "]") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
        expectEqual(listed, headings)
    }
}

/// Runs a script with bash, stopping at the first failing command, as a person typing it would.
enum Shell {
    static func run(_ script: String, in directory: URL, environment: [String: String]) throws -> RunResult {
        try VipgenProcess.run(
            URL(fileURLWithPath: "/bin/bash"), ["-e", "-o", "pipefail", "-c", script], in: directory,
            environment: environment)
    }
}
