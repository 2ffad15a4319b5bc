import Foundation

/// The hand-written Xcode projects under Tests/XcodeProjects: one per object version Xcode has
/// written since 8, each `App.xcodeproj` beside the folders its groups name.
enum XcodeFixtures {
    static let folder = Repository.root.appendingPathComponent("Tests/XcodeProjects")

    /// Every fixture, oldest format first.
    static let all = [
        "Classic46", "Classic50", "SourceRoot54", "Targets55", "Classic56", "CocoaPods60", "DataModel63", "Mixed70",
        "Synchronized77",
    ]
    /// The fixtures whose app and test folders are classic groups.
    static let classic = all.filter { $0 != "Synchronized77" }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(name)/App.xcodeproj/project.pbxproj"), encoding: .utf8)
    }

    /// A copy of fixture `name` in a fresh directory.
    static func copy(_ name: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", text(name))
        return directory
    }

    /// Whether `old`'s lines all appear in `new`, in order, so `new` only adds lines.
    static func onlyAdds(_ old: String, _ new: String) -> Bool {
        var remaining = old.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in new.split(separator: "\n", omittingEmptySubsequences: false) where line == remaining.first {
            remaining.removeFirst()
        }
        return remaining.isEmpty
    }

    /// The identifiers of each `/* Begin … section */`, in the order written, that are out of order.
    static func unsortedSections(_ text: String) -> [String] {
        var unsorted: [String] = []
        var section: String?
        var last = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("/* Begin ") {
                section = String(line)
                last = ""
            } else if line.hasPrefix("/* End ") {
                section = nil
            } else if let section, line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t") {
                let id = String(line.dropFirst(2).prefix { $0 != " " })
                guard id.count == 24 else { continue }
                if id < last { unsorted.append("\(section): \(id) after \(last)") }
                last = id
            }
        }
        return unsorted
    }
}
