/// The scenes of a storyboard as Interface Builder writes it (a `.storyboard` file, XML): for each view
/// controller, its Storyboard ID (`storyboardIdentifier`) and class (`customClass`, `customModule`).
/// Only what building a scene needs is read: start tags and their attributes, no nesting.
public struct StoryboardSource: Equatable, Sendable {
    public struct Scene: Equatable, Sendable {
        /// Interface Builder's object id (`BYZ-38-t0r`).
        public var id: String
        /// The element: `viewController`, `tableViewController`, `navigationController`, …
        public var element: String
        public var storyboardIdentifier: String?
        public var customClass: String?
        public var customModule: String?

        /// The UIKit class the element stands for when no custom class is set: `tableViewController`
        /// makes a UITableViewController.
        public var uikitClass: String {
            "UI" + element.prefix(1).uppercased() + element.dropFirst()
        }

        /// The name Xcode gives the scene's compiled nib: its class, then its id.
        public var nibName: String {
            (customClass ?? uikitClass) + "-" + id
        }
    }

    /// What is wrong with a storyboard file.
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The view controller the storyboard starts with (`initialViewController` of `<document>`).
    public var initialViewController: String?
    public var scenes: [Scene]

    /// Reads `xml`, the text of a `.storyboard` file.
    public init(xml: String) throws(Malformed) {
        guard xml.contains("<document"), xml.contains("type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"")
        else { throw Malformed(description: "not an iOS storyboard: no Interface Builder storyboard document") }
        scenes = []
        for tag in Self.startTags(in: xml) {
            if tag.name == "document" {
                initialViewController = tag.attributes["initialViewController"]
            } else if tag.name.hasSuffix("Controller"), let id = tag.attributes["id"],
                tag.attributes["sceneMemberID"] == "viewController"
            {
                scenes.append(
                    Scene(
                        id: id, element: tag.name, storyboardIdentifier: tag.attributes["storyboardIdentifier"],
                        customClass: tag.attributes["customClass"], customModule: tag.attributes["customModule"]))
            }
        }
    }

    /// Every start tag's name and attributes, in order; comments, declarations and end tags skipped.
    private static func startTags(in xml: String) -> [(name: String, attributes: [String: String])] {
        var tags: [(name: String, attributes: [String: String])] = []
        var rest = Substring(xml)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first.isLetter, let close = rest.firstIndex(of: ">") else { continue }
            let body = rest[..<close]
            rest = rest[rest.index(after: close)...]
            let name = body.prefix { !$0.isWhitespace && $0 != "/" }
            tags.append((String(name), attributes(of: body.dropFirst(name.count))))
        }
        return tags
    }

    /// `key="value"` pairs, the values' entities decoded.
    private static func attributes(of text: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingPrefix { $0.isWhitespace }
            rest = rest[rest.index(after: equals)...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { break }
            attributes[String(key)] = decoded(rest[..<end])
            rest = rest[rest.index(after: end)...]
        }
        return attributes
    }

    private static func decoded(_ value: Substring) -> String {
        var text = String(value)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacing(entity, with: character)
        }
        return text
    }
}
