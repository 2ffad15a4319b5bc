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
        #expect(root["name"]?.string == "Shop")
        let shop = try #require(root["targets"]?["Shop"])
        let sources = try #require(shop["sources"]?.items)
        #expect(sources.count == 2)
        #expect(sources[0]["path"]?.string == "Shop App")
        #expect(sources[0]["excludes"]?.items?.compactMap(\.string) == ["**/*.md", "*.txt"])
        #expect(sources[0].location == SourceLocation(line: 6, column: 7))
        #expect(sources[1].string == "Other")
        #expect(sources[1].location == SourceLocation(line: 8, column: 7))
        #expect(shop["settings"]?["base"]?["A"]?.string == "1")
        #expect(root["targets"]?["Empty"]?.string == "")
        #expect(shop.lastLine == 9)
    }

    @Test(arguments: [
        ("a: &x 1\n", "1:4", "anchors and aliases"),
        ("a:\n  b: *x\n", "2:6", "anchors and aliases"),
        ("a: !tag 1\n", "1:4", "tags"),
        ("a: |\n  text\n", "1:4", "multi-line scalars"),
        ("a: [b,\n  c]\n", "1:4", "not closed on its line"),
        ("a:\n\tb: 1\n", "2:1", "a tab indents this line"),
        ("a: 1\na: 2\n", "2:1", "the key 'a' is here twice"),
        ("a:\n  <<: {b: 1}\n", "2:3", "merge keys"),
        ("a: plain\n  continued\n", "2:3", "continued on the next line"),
    ])
    func whatItDoesNotFollowIsRefusedAtItsPlace(text: String, location: String, message: String) {
        #expect {
            _ = try YAMLSubset.parse(text)
        } throws: { error in
            guard let error = error as? YAMLSubsetError else { return false }
            return error.location.description == location && error.message.contains(message)
        }
    }
}
