import Expectations
import SwiftScanning
import Testing

@testable import VipgenKit

/// The YAML vipgen reads in an XcodeGen spec, and what it refuses at its place.
@Suite struct YAMLSubsetTests {
    @Test func blockAndFlowCollectionsQuotesAndComments() throws {
        let text = """
            # a spec
            name: "Shop" # quoted
            targets:
              Shop:
                sources:
                - path: 'Shop App'
                  excludes: ["**/*.md", "*.txt"]
                - Other
                settings: {base: {A: 1}}
              Empty:

            """
        let root = try YAMLSubset.parse(text)
        expectEqual(root["name"]?.string, "Shop")
        let shop = try require(root["targets"]?["Shop"])
        let sources = try require(shop["sources"]?.items)
        expectEqual(sources.count, 2)
        expectEqual(sources[0]["path"]?.string, "Shop App")
        expectEqual(sources[0]["excludes"]?.items?.compactMap(\.string), ["**/*.md", "*.txt"])
        expectEqual(sources[0].location, SourceLocation(line: 6, column: 7))
        expectEqual(sources[1].string, "Other")
        expectEqual(sources[1].location, SourceLocation(line: 8, column: 7))
        expectEqual(shop["settings"]?["base"]?["A"]?.string, "1")
        expectEqual(root["targets"]?["Empty"]?.string, "")
        expectEqual(shop.lastLine, 9)
    }

    /// Build scripts are `|` blocks in most specs: their lines (any text, tabs, `- ` or `key:`) are the
    /// value, and the block's last line is where the value ends.
    @Test func blockScalarsAreValuesThroughTheirLastIndentedLine() throws {
        let text = """
            targets:
              App:
                preBuildScripts:
                  - name: Lint
                    script: |
                      if which lint; then
                      \tlint --strict # not a comment
                      - not: an item

                      fi
                  - script: >-
                      one
                      two
                  - |
                    echo item
                sources: [App]
              AppTests:
                type: bundle.unit-test

            """
        let root = try YAMLSubset.parse(text)
        let app = try require(root["targets"]?["App"])
        let scripts = try require(app["preBuildScripts"]?.items)
        expectEqual(scripts.count, 3)
        expectEqual(scripts[0]["name"]?.string, "Lint")
        expectEqual(
            scripts[0]["script"]?.string,
            "if which lint; then\n\tlint --strict # not a comment\n- not: an item\n\nfi")
        expectEqual(scripts[0]["script"]?.location, SourceLocation(line: 5, column: 17))
        expectEqual(scripts[0].lastLine, 10)
        expectEqual(scripts[1]["script"]?.string, "one\ntwo")
        expectEqual(scripts[2].string, "echo item")
        expectEqual(app["preBuildScripts"]?.lastLine, 15)
        expectEqual(app["sources"]?.items?.compactMap(\.string), ["App"])
        expectEqual(root["targets"]?["AppTests"]?["type"]?.string, "bundle.unit-test")
    }

    /// `[key: value]` (Info.plist properties in specs) is a list of one-pair mappings; `a:b` stays a scalar.
    @Test func aFlowListItemWithAColonIsAOnePairMapping() throws {
        let root = try YAMLSubset.parse("a: [Screen: [], url: https://x.org/a:b, c]\n")
        let items = try require(root["a"]?.items)
        expectEqual(items.count, 3)
        expect(items[0]["Screen"]?.items?.isEmpty == true)
        expectEqual(items[0].location, SourceLocation(line: 1, column: 5))
        expectEqual(items[1]["url"]?.string, "https://x.org/a:b")
        expectEqual(items[2].string, "c")
    }

    @Test(arguments: [
        ("a: &x 1\n", "1:4", "anchors and aliases"),
        ("a:\n  b: *x\n", "2:6", "anchors and aliases"),
        ("a: !tag 1\n", "1:4", "tags"),
        ("a: [|]\n", "1:5", "multi-line scalars"),
        ("a: [b,\n  c]\n", "1:4", "not closed on its line"),
        ("a:\n\tb: 1\n", "2:1", "a tab indents this line"),
        ("a: 1\na: 2\n", "2:1", "the key 'a' is here twice"),
        ("a:\n  <<: {b: 1}\n", "2:3", "merge keys"),
        ("a: plain\n  continued\n", "2:3", "continued on the next line"),
    ])
    func whatItDoesNotFollowIsRefusedAtItsPlace(text: String, location: String, message: String) {
        expect {
            _ = try YAMLSubset.parse(text)
        } throws: { error in
            guard let error = error as? YAMLSubsetError else { return false }
            return error.location.description == location && error.message.contains(message)
        }
    }
}
