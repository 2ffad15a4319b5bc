/// Storyboard names: the router and the tests write them into string literals.
enum StoryboardName {
    /// Checks a storyboard's name (the file name without `.storyboard`).
    static func validate(_ name: String) throws(InvalidValue) {
        let shown = JSONText.displayed(name)
        if name.isEmpty || name.allSatisfy(\.isWhitespace) {
            throw InvalidValue(
                "storyboard name is empty; give the storyboard's file name without '.storyboard', e.g. 'Main'")
        }
        if name.hasSuffix(".storyboard") {
            throw InvalidValue(
                "storyboard '\(shown)': give the name without '.storyboard', e.g. '\(JSONText.displayed(String(name.dropLast(11))))'"
            )
        }
        if let bad = name.unicodeScalars.first(where: {
            $0.value < 0x20 || $0.value == 0x7F || "\"\\/".unicodeScalars.contains($0)
        }) {
            throw InvalidValue("storyboard '\(shown)' cannot contain \(JSONText.codePoint(bad.value))")
        }
    }
}
