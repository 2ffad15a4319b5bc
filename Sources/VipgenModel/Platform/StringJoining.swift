extension Array where Element == String {
    /// The elements with `separator` between them, as `joined(separator:)` gives them. Written out
    /// because the standard library's generic `joined` runs unspecialised here: its first calls in a
    /// process make the runtime look up associated types, about 0.1 M instructions, which every
    /// `scene` and `generate` paid at start-up (options' help, field types) before rendering anything.
    package func concatenated(separator: String) -> String {
        var result = ""
        for (index, element) in enumerated() {
            if index > 0 { result += separator }
            result += element
        }
        return result
    }
}
