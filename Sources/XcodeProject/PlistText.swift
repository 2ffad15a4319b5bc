/// Values written as Xcode writes them in `project.pbxproj`.
enum PlistText {
    /// `text` bare when Xcode leaves it bare (letters, digits, `_$/:.`, and not containing `___` or
    /// `//`), else in quotes with `\` and `"` escaped.
    static func value(_ text: String) -> String {
        let bare =
            !text.isEmpty && !text.contains("___") && !text.contains("//")
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
                    UInt8(ascii: ":"), UInt8(ascii: "."):
                    return true
                default:
                    return false
                }
            }
        if bare { return text }
        var quoted = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.unicodeScalars.append(character)
            }
        }
        return quoted + "\""
    }

    /// A name inside a `/* */` comment, as is except that a `*/` (possible in a folder name) would end
    /// the comment early.
    static func comment(_ text: String) -> String {
        guard text.contains("*/") else { return text }
        return text.split(separator: "*/", omittingEmptySubsequences: false).joined(separator: "*_/")
    }
}
