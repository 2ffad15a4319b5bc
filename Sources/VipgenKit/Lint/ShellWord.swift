/// A word of a command a message tells a person to run, written so that bash, zsh and fish all pass it
/// on as it is: `memes:[Meme]?` unquoted is a glob, which zsh refuses when no file matches. Double
/// quotes, as the message quotes the whole command in single ones; a Swift type holds none of the
/// characters special inside them (`$`, `` ` ``, `\`, `"`).
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."),
                    UInt8(ascii: "-"):
                    return true
                default:
                    return false
                }
            }
        return plain ? word : "\"" + word + "\""
    }
}
