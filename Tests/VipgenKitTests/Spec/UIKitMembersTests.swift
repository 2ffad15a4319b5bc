import Expectations
import Foundation
import Testing

@testable import SwiftScanning
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

    /// The stand-in's files that declare each class's members: UIKit's NSObject categories are in
    /// UIAccessibility.swift, except `awakeFromNib()` and `prepareForInterfaceBuilder()`, which are on
    /// UIResponder so that views and view controllers can override them.
    static let files: [String: [String]] = [
        "NSObject": ["UIAccessibility.swift", "UIResponder.swift"],
        "UIResponder": ["UIResponder.swift"],
        "UIViewController": ["UIViewController.swift"],
        "UITableViewController": ["UITableViewController.swift"],
        "UICollectionViewController": ["UICollectionViewController.swift"],
    ]

    /// The text of the stand-in's files that declare `className`'s members.
    static func standInSources(of className: String) throws -> String {
        let folder = Repository.root.appendingPathComponent("Tests/Proof/UIKit/Sources/UIKit")
        return try (files[className] ?? []).map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }

    @Test func theStandInDeclaresEveryListedMemberOnItsClass() throws {
        var missing: [String] = []
        for declarer in UIKitMembers.all {
            let sources = try Self.standInSources(of: declarer.className)
            expect(!sources.isEmpty, "\(declarer.className)")
            for property in declarer.properties.sorted() where !Self.declaredByFoundation.contains(property) {
                if !sources.contains("var \(property):") && !sources.contains("var \(property) =") {
                    missing.append("\(declarer.className).\(property)")
                }
            }
            for method in declarer.methods.sorted() where !Self.declaredByFoundation.contains(method) {
                if !sources.contains("func \(method)()") { missing.append("\(declarer.className).\(method)()") }
            }
        }
        expectEqual(missing, [])
    }

    @Test func aMemberIsFoundInTheNearestClassThatDeclaresIt() {
        let table = UIKitMembers.ancestry(of: .tableViewController)
        expectEqual(UIKitMembers.collision("tableView", among: table)?.className, "UITableViewController")
        expectEqual(UIKitMembers.collision("title", among: table), .init(className: "UIViewController", isProperty: true))
        expectEqual(UIKitMembers.collision("next", among: table)?.className, "UIResponder")
        expectEqual(UIKitMembers.collision("copy", among: table), .init(className: "NSObject", isProperty: false))
        expect(UIKitMembers.collision("tableView", among: UIKitMembers.ancestry(of: .viewController)) == nil)
        expect(UIKitMembers.collision("fetchMemes", among: table) == nil)
    }

    /// A name in two lists would be reported against the wrong class for one of them.
    @Test func noMemberIsListedTwiceForOneBase() {
        for base in ViewControllerBase.allCases {
            var seen: Set<String> = []
            for declarer in UIKitMembers.ancestry(of: base) {
                let names = Set(declarer.properties).union(declarer.methods)
                expect(seen.isDisjoint(with: names), "\(declarer.className): \(seen.intersection(names).sorted())")
                seen.formUnion(names)
            }
        }
    }
}
