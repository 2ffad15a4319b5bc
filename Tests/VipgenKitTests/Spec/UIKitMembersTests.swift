import Foundation
import Testing

@testable import VipgenKit

/// The UIKit stand-in the compile proofs build against must declare every member vipgen refuses a use case
/// for, so a collision that slipped past the check (or a template that adds one) fails the proof build as
/// it would fail in Xcode.
@Suite("UIKit members")
struct UIKitMembersTests {
    /// Members swift-corelibs-foundation's NSObject already declares, so the stand-in does not.
    static let declaredByFoundation: Set<String> = [
        "hash", "description", "debugDescription", "hashValue", "copy", "mutableCopy", "isProxy", "classForCoder",
        "classForKeyedArchiver",
    ]

    /// The Swift sources of the UIKit stand-in.
    static func standInSources() throws -> String {
        let manager = FileManager.default
        let candidates = ["Tests/Proof/UIKit/Sources/UIKit", "Tests/Support/UIKit"]
        guard
            let folder = candidates.map({ Repository.root.appendingPathComponent($0) })
                .first(where: { manager.fileExists(atPath: $0.appendingPathComponent("UIViewController.swift").path) })
        else {
            Issue.record("no UIKit stand-in in \(candidates)")
            return ""
        }
        return try manager.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }

    @Test func theStandInDeclaresEveryListedMember() throws {
        let sources = try Self.standInSources()
        var missing: [String] = []
        for declarer in UIKitMembers.all {
            for property in declarer.properties.sorted() where !Self.declaredByFoundation.contains(property) {
                if !sources.contains("var \(property):") && !sources.contains("var \(property) =") {
                    missing.append("\(declarer.className).\(property)")
                }
            }
            for method in declarer.methods.sorted() where !Self.declaredByFoundation.contains(method) {
                if !sources.contains("func \(method)()") { missing.append("\(declarer.className).\(method)()") }
            }
        }
        #expect(missing == [])
    }

    @Test func aMemberIsFoundInTheNearestClassThatDeclaresIt() {
        let table = UIKitMembers.ancestry(of: .tableViewController)
        #expect(UIKitMembers.collision("tableView", among: table)?.className == "UITableViewController")
        #expect(UIKitMembers.collision("title", among: table) == .init(className: "UIViewController", isProperty: true))
        #expect(UIKitMembers.collision("next", among: table)?.className == "UIResponder")
        #expect(UIKitMembers.collision("copy", among: table) == .init(className: "NSObject", isProperty: false))
        #expect(UIKitMembers.collision("tableView", among: UIKitMembers.ancestry(of: .viewController)) == nil)
        #expect(UIKitMembers.collision("fetchMemes", among: table) == nil)
    }

    /// A name in two lists would be reported against the wrong class for one of them.
    @Test func noMemberIsListedTwiceForOneBase() {
        for base in ViewControllerBase.allCases {
            var seen: Set<String> = []
            for declarer in UIKitMembers.ancestry(of: base) {
                let names = declarer.properties.union(declarer.methods)
                #expect(seen.isDisjoint(with: names), "\(declarer.className): \(seen.intersection(names).sorted())")
                seen.formUnion(names)
            }
        }
    }
}
