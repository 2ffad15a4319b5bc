import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Templates/README.md documents the context templates see: its tables must name exactly the keys
/// the code builds, so neither can change without the other.
@Suite struct TemplatesReadmeTests {
    /// The keys in the first column of the first `| key |` table after the line `heading`.
    static func documentedKeys(under heading: String) throws -> [String] {
        let text = try String(
            contentsOf: Repository.root.appendingPathComponent("Templates/README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try require(lines.firstIndex { $0 == heading }, "no '\(heading)' in Templates/README.md")
        let table = try require(
            lines[start...].firstIndex { $0.hasPrefix("| key |") }, "no key table under '\(heading)'")
        var keys: [String] = []
        for line in lines[(table + 2)...] {
            guard line.hasPrefix("| `") else { break }
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            keys.append(String(cell))
        }
        return keys
    }

    @Test func theContextTableNamesEverySceneKey() throws {
        let documented = try Self.documentedKeys(under: "## The context")
        expectEqual(Set(documented), SceneContext.keys)
        expectEqual(documented.count, SceneContext.keys.count, "a key is documented twice")
    }

    @Test(arguments: Flavor.bundledNames) func eachFlavorsTableNamesTheKeysItAdds(flavor: String) throws {
        let resolved = try Flavor.resolve(flavor, overrides: nil)
        let heading = flavor == Flavor.defaultName ? "### `\(flavor)` (the default)" : "### `\(flavor)`"
        expectEqual(try Self.documentedKeys(under: heading), resolved.contextKeys)
    }
}
