extension SwiftSource {
    /// The index in `code` of the token closing the bracket at `open` (`(`, `[` or `{`), counting the
    /// brackets between, whatever their kind: manifests are read as well-formed Swift.
    package func closingBracket(of open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            switch text(of: code[index]) {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
