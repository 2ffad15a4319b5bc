/// The line break a file mostly uses, for the lines vipgen adds to it: `\n`, `\r\n`, or a lone `\r`
/// (classic Mac OS). Counted over the whole file, not judged by its first break: a file whose first
/// line ends in `\n` and every other in `\r\n` gains `\r\n` lines.
package enum LineBreakStyle {
    // An array, not any collection: a generic function of another module runs unspecialised, asking
    // the iterator for every byte through the protocol (a 1 MB project file: 418 M instructions
    // instead of 6 M). Marked @inlinable, it still was not specialised in the release build.
    package static func dominant(in bytes: [UInt8]) -> String {
        var lf = 0
        var crlf = 0
        var cr = 0
        var afterCR = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if afterCR {
                    crlf += 1
                    cr -= 1
                } else {
                    lf += 1
                }
            } else if byte == UInt8(ascii: "\r") {
                cr += 1
            }
            afterCR = byte == UInt8(ascii: "\r")
        }
        if crlf > lf && crlf >= cr { return "\r\n" }
        if cr > lf && cr > crlf { return "\r" }
        return "\n"
    }
}
