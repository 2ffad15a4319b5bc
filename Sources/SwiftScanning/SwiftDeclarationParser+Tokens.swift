/// The token-level questions the declaration parser asks: nesting, statement ends, modifiers.
extension SwiftDeclarationParser {
    /// Keywords that introduce a declaration.
    static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "extension", "func", "init", "deinit", "subscript", "var",
        "let", "case", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ]

    /// Words that may come before a declaration's keyword.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "override",
        "required", "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional",
        "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "isolated", "consuming",
        "borrowing", "__consuming",
    ]

    /// What a modifier may hold in parentheses: `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`.
    private static let modifierArguments: Set<String> = ["set", "safe", "unsafe"]

    func text(of token: SwiftToken) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }

    /// A name without its backticks.
    func identifierText(_ token: SwiftToken) -> String {
        let text = text(of: token)
        guard text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 else { return text }
        return String(text.dropFirst().dropLast())
    }

    func isPunctuation(_ token: SwiftToken, _ byte: UInt8) -> Bool {
        token.kind == .punctuation && token.end - token.start == 1 && bytes[token.start] == byte
    }

    /// `#if`, `#else`, `#elseif` or `#endif`: the directive's first word.
    func directiveWord(_ token: SwiftToken) -> String {
        var end = token.start + 1
        while end < token.end, ASCII.isIdentifierPart(bytes[end]) { end += 1 }
        return String(decoding: bytes[token.start..<end], as: UTF8.self)
    }

    /// +1 for an opening bracket, -1 for a closing one, 0 for anything else.
    func nesting(_ token: SwiftToken) -> Int {
        guard token.kind == .punctuation else { return 0 }
        switch bytes[token.start] {
        case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: return 1
        case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace: return -1
        default: return 0
        }
    }

    /// How many generic angle brackets an operator token opens (negative when it closes them).
    func angleBalance(_ token: SwiftToken) -> Int {
        let text = text(of: token)
        if text == "->" { return 0 }
        return text.utf8.reduce(0) { balance, byte in
            byte == UInt8(ascii: "<") ? balance + 1 : byte == UInt8(ascii: ">") ? balance - 1 : balance
        }
    }

    /// Whether the token can begin a declaration: the next member starts where one of these starts a line.
    func isDeclarationStart(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .directive: return true
        case .punctuation: return isPunctuation(token, ASCII.at) || isPunctuation(token, ASCII.closeBrace)
        case .identifier:
            let word = text(of: token)
            return Self.declarationKeywords.contains(word) || Self.modifiers.contains(word)
        default: return false
        }
    }

    mutating func skipAttributesAndModifiers() {
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation(token, ASCII.at) {
                index += 1
                if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
                while index + 1 < tokens.count, isPunctuation(tokens[index], ASCII.dot),
                    tokens[index + 1].kind == .identifier
                {
                    index += 2
                }
                // `@available(iOS 15, *)`: the arguments touch the name.
                if index < tokens.count, isPunctuation(tokens[index], ASCII.openParen),
                    tokens[index].start == tokens[index - 1].end
                {
                    skipBalanced()
                }
                continue
            }
            guard token.kind == .identifier, index + 1 < tokens.count else { return }
            let word = text(of: token)
            let next = tokens[index + 1]
            let nextWord = next.kind == .identifier ? text(of: next) : ""
            let isModifier =
                word == "class"
                ? Self.modifiers.contains(nextWord)
                    || ["func", "var", "let", "subscript", "typealias"].contains(nextWord)
                : Self.modifiers.contains(word)
            guard isModifier else { return }
            index += 1
            if isPunctuation(next, ASCII.openParen), next.start == token.end, index + 2 < tokens.count,
                Self.modifierArguments.contains(text(of: tokens[index + 1])),
                isPunctuation(tokens[index + 2], ASCII.closeParen)
            {
                index += 3
            }
        }
    }

    /// From an opening bracket to just after its balancing closer (or the end).
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            depth += nesting(tokens[index])
            index += 1
        } while index < tokens.count && depth > 0
    }

    /// From `{` to just after its `}`, or an error naming what the brace opened.
    mutating func skipBraces(what: String) throws(SwiftSourceError) {
        let open = tokens[index]
        var depth = 0
        // Only braces: a parenthesis a regular expression leaves unbalanced must not end a body.
        repeat {
            if isPunctuation(tokens[index], ASCII.openBrace) {
                depth += 1
            } else if isPunctuation(tokens[index], ASCII.closeBrace) {
                depth -= 1
            }
            index += 1
        } while index < tokens.count && depth > 0
        if depth > 0 { throw error("the '{' of '\(what)' is never closed", at: open.start) }
    }

    /// Where the statement starting at `start` ends: at a `}`, `;` or directive outside brackets, or at a
    /// line that starts outside brackets and does not continue the previous one.
    func statementEnd(from start: Int) -> Int {
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if depth == 0 && cursor > start {
                if isPunctuation(token, ASCII.closeBrace) || isPunctuation(token, ASCII.semicolon)
                    || token.kind == .directive
                {
                    break
                }
                if token.startsLine && !continuesStatement(at: cursor) { break }
            }
            if depth == 0 && isPunctuation(token, ASCII.closeBrace) { break }
            depth = max(depth + nesting(token), 0)
            cursor += 1
        }
        return cursor
    }

    mutating func skipStatement() {
        index = max(statementEnd(from: index), index + 1)
        index = min(index, tokens.count)
    }

    /// Whether the line starting with token `cursor` continues the statement before it: after a binary
    /// operator, `,`, `.` or `:`, or starting with `.`, a binary operator, `{` or a header keyword.
    private func continuesStatement(at cursor: Int) -> Bool {
        let token = tokens[cursor]
        let previous = tokens[cursor - 1]
        if previous.kind == .operatorSymbol {
            // `x =` or `a &&` ends a line with a binary operator; `Meme?` ends it with a postfix one.
            let attached = cursor >= 2 && tokens[cursor - 2].end == previous.start
            if !attached { return true }
        }
        if isPunctuation(previous, ASCII.comma) || isPunctuation(previous, ASCII.dot)
            || isPunctuation(previous, ASCII.colon) || isPunctuation(previous, ASCII.at)
        {
            return true
        }
        if isPunctuation(token, ASCII.dot) || isPunctuation(token, ASCII.openBrace) { return true }
        if token.kind == .operatorSymbol {
            let next = cursor + 1 < tokens.count ? tokens[cursor + 1] : nil
            if let next, next.start > token.end { return true }
        }
        if token.kind == .identifier {
            return ["where", "throws", "rethrows", "async"].contains(text(of: token))
        }
        return false
    }

    func error(_ message: String, at offset: Int) -> SwiftSourceError {
        SwiftSourceError(line: lines.line(of: offset), message: message)
    }
}
