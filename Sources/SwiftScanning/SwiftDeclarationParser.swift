/// Reads code tokens (comments left out) into declarations: types and extensions with their members,
/// and the boundaries of everything else. Function bodies are skipped by brace matching on tokens, so
/// braces inside strings and comments never count.
struct SwiftDeclarationParser {
    /// Types, extensions and `#if` blocks nest at most this deep: each level is a call, so a file
    /// nested thousands deep (a cloned repository can hold one) would otherwise overflow the stack.
    /// Real code stays within a handful of levels.
    static let maximumNesting = 256

    let bytes: [UInt8]
    let tokens: [SwiftToken]
    let lines: LineTable
    var index = 0
    /// How many types, extensions and `#if` blocks enclose the item being read.
    private var nesting = 0

    init(bytes: [UInt8], tokens: [SwiftToken], lines: LineTable) {
        self.bytes = bytes
        self.tokens = tokens
        self.lines = lines
    }

    mutating func parseFile() throws(SwiftSourceError) -> [SwiftDeclaration] {
        let items = try parseItems()
        if index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive {
                throw error("'\(directiveWord(token))' without a matching '#if'", at: token.start)
            }
            throw error("'}' without a matching '{'", at: token.start)
        }
        return items
    }

    // MARK: - Items

    /// Declarations up to a `}` or an `#else`/`#elseif`/`#endif` at this level (left for the caller).
    mutating func parseItems() throws(SwiftSourceError) -> [SwiftDeclaration] {
        var items: [SwiftDeclaration] = []
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation(token, ASCII.closeBrace) { break }
            if isPunctuation(token, ASCII.semicolon) {
                index += 1
                continue
            }
            if token.kind == .directive {
                guard directiveWord(token) == "#if" else { break }
                items.append(try parseConditional())
                continue
            }
            items.append(try parseItem())
        }
        return items
    }

    private mutating func parseConditional() throws(SwiftSourceError) -> SwiftDeclaration {
        let opening = tokens[index]
        try enter(at: opening)
        defer { nesting -= 1 }
        index += 1
        var members: [SwiftDeclaration] = []
        while true {
            members += try parseItems()
            guard index < tokens.count, tokens[index].kind == .directive else {
                throw error("'#if' is never closed by '#endif'", at: opening.start)
            }
            let directive = tokens[index]
            index += 1
            if directiveWord(directive) == "#endif" {
                return SwiftDeclaration(
                    kind: .conditional, keyword: "#if", name: text(of: opening), keys: [], start: opening.start,
                    end: directive.end, headerTokens: (index - 1)..<index, members: members)
            }
        }
    }

    private mutating func enter(at token: SwiftToken) throws(SwiftSourceError) {
        guard nesting < Self.maximumNesting else {
            let limit = Self.maximumNesting
            throw error(
                "nested too deeply: more than \(limit) levels of types, extensions and '#if' blocks", at: token.start)
        }
        nesting += 1
    }

    private mutating func parseItem() throws(SwiftSourceError) -> SwiftDeclaration {
        let first = index
        skipAttributesAndModifiers()
        guard index < tokens.count else {
            throw error("attributes or modifiers with no declaration after them", at: tokens[first].start)
        }
        let keywordToken = tokens[index]
        let keyword = keywordToken.kind == .identifier ? text(of: keywordToken) : ""
        switch keyword {
        case "class", "struct", "enum", "protocol", "actor", "extension":
            return try parseType(first: first, keyword: keyword)
        case "func", "init", "deinit", "subscript":
            return try parseFunction(first: first, keyword: keyword)
        case "var", "let":
            return parseProperty(first: first, keyword: keyword)
        case "case":
            return parseEnumCase(first: first)
        case "typealias", "associatedtype":
            index += 1
            let name = index < tokens.count ? identifierText(tokens[index]) : ""
            skipStatement()
            return declaration(.typeAlias, keyword, name: name, keys: [DeclarationKey(.type, name)], from: first)
        case "import":
            index += 1
            let pathStart = index
            skipStatement()
            let path = (pathStart..<index).map { text(of: tokens[$0]) }.joined()
            return declaration(.import, keyword, name: path, keys: [DeclarationKey(.import, path)], from: first)
        default:
            skipStatement()
            return declaration(.other, keyword, name: "", keys: [], from: first)
        }
    }

    private func declaration(
        _ kind: SwiftDeclaration.Kind, _ keyword: String, name: String, keys: [DeclarationKey], from first: Int
    ) -> SwiftDeclaration {
        SwiftDeclaration(
            kind: kind, keyword: keyword, name: name, keys: keys, start: tokens[first].start,
            end: tokens[index - 1].end, headerTokens: first..<index)
    }

    // MARK: - Types

    private mutating func parseType(first: Int, keyword: String) throws(SwiftSourceError) -> SwiftDeclaration {
        let keywordToken = tokens[index]
        index += 1
        var name = ""
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .identifier && (name.isEmpty || name.hasSuffix(".")) {
                name += identifierText(token)
            } else if isPunctuation(token, ASCII.dot) && !name.isEmpty {
                name += "."
            } else {
                break
            }
            index += 1
        }
        guard !name.isEmpty else { throw error("'\(keyword)' without a name", at: keywordToken.start) }
        // The header runs to the body's `{`: generic parameters, `: A, @unchecked B`, a `where` clause.
        var conformances: [String] = []
        var entry = ""
        var angles = 0
        var inList = false
        var listDone = false
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation(token, ASCII.openBrace) { break }
            if token.kind == .operatorSymbol { angles += angleBalance(token) }
            if angles == 0 {
                if token.kind == .identifier && text(of: token) == "where" {
                    listDone = true
                    inList = false
                } else if isPunctuation(token, ASCII.colon) && !inList && !listDone {
                    inList = true
                } else if inList
                    && (isPunctuation(token, ASCII.comma)
                        || (token.kind == .operatorSymbol && text(of: token) == "&"))
                {
                    // `A, B` and `A & B` adopt both.
                    if !entry.isEmpty { conformances.append(entry) }
                    entry = ""
                } else if inList && (token.kind == .identifier || isPunctuation(token, ASCII.dot))
                    && !isPunctuation(tokens[index - 1], ASCII.at)
                {
                    entry += identifierText(token)
                }
            }
            index += 1
        }
        if !entry.isEmpty { conformances.append(entry) }
        guard index < tokens.count, isPunctuation(tokens[index], ASCII.openBrace) else {
            throw error("'\(keyword) \(name)' has no body '{'", at: keywordToken.start)
        }
        let headerEnd = index
        let open = tokens[index]
        try enter(at: open)
        defer { nesting -= 1 }
        index += 1
        let bodyStart = index
        let members = try parseItems()
        guard index < tokens.count, isPunctuation(tokens[index], ASCII.closeBrace) else {
            if index < tokens.count {
                throw error(
                    "'\(directiveWord(tokens[index]))' without a matching '#if' in '\(keyword) \(name)'",
                    at: tokens[index].start)
            }
            throw error("the '{' of '\(keyword) \(name)' is never closed", at: open.start)
        }
        let close = tokens[index]
        index += 1
        let isExtension = keyword == "extension"
        let key = DeclarationKey(isExtension ? .extension(conformances: conformances.sorted()) : .type, name)
        return SwiftDeclaration(
            kind: isExtension ? .extension : .type, keyword: keyword, name: name, keys: [key],
            conformances: conformances, start: tokens[first].start, end: close.end, bodyOpen: open.start,
            bodyClose: close.start, bodyTokens: bodyStart..<(index - 1), headerTokens: first..<headerEnd,
            members: members)
    }

    // MARK: - Functions

    private mutating func parseFunction(first: Int, keyword: String) throws(SwiftSourceError) -> SwiftDeclaration {
        index += 1
        var name = keyword == "func" ? "" : keyword
        if keyword == "func", index < tokens.count {
            name = identifierText(tokens[index])
            index += 1
        }
        // `init?`, `init!` and generic parameters come before the parameters.
        while index < tokens.count, tokens[index].kind == .operatorSymbol {
            if text(of: tokens[index]).hasPrefix("<") {
                var balance = 0
                repeat {
                    if tokens[index].kind == .operatorSymbol { balance += angleBalance(tokens[index]) }
                    index += 1
                } while index < tokens.count && balance > 0
            } else {
                index += 1
            }
        }
        var labels: [String]? = nil
        if keyword != "deinit", index < tokens.count, isPunctuation(tokens[index], ASCII.openParen) {
            labels = parameterLabels()
        }
        // The rest of the header (effects, result, `where`) runs to the body or the next declaration.
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 && isPunctuation(token, ASCII.openBrace) { break }
            if depth == 0 && token.startsLine && isDeclarationStart(token) { break }
            if depth == 0 && (isPunctuation(token, ASCII.closeBrace) || isPunctuation(token, ASCII.semicolon)) { break }
            depth += nesting(token)
            index += 1
        }
        let headerEnd = index
        let kind: SwiftDeclaration.Kind
        let keyKind: DeclarationKey.Kind
        switch keyword {
        case "init": (kind, keyKind) = (.initializer, .initializer)
        case "deinit": (kind, keyKind) = (.deinitializer, .deinitializer)
        case "subscript": (kind, keyKind) = (.subscript, .subscript)
        default: (kind, keyKind) = (.function, .function)
        }
        let key = DeclarationKey(keyKind, name, labels: labels)
        let signature = key.signature
        var result = SwiftDeclaration(
            kind: kind, keyword: keyword, name: signature, keys: [key], start: tokens[first].start,
            end: tokens[max(headerEnd - 1, first)].end, headerTokens: first..<headerEnd)
        if index < tokens.count, isPunctuation(tokens[index], ASCII.openBrace) {
            let open = index
            try skipBraces(what: "\(keyword == "func" ? "func " : "")\(signature)")
            result.bodyOpen = tokens[open].start
            result.bodyClose = tokens[index - 1].start
            result.bodyTokens = (open + 1)..<(index - 1)
            result.end = tokens[index - 1].end
        }
        return result
    }

    /// The argument labels of the parameter clause at `index`, leaving `index` after its `)`.
    private mutating func parameterLabels() -> [String] {
        index += 1
        var labels: [String] = []
        var segment: [SwiftToken] = []
        var depth = 1
        func finish() {
            // A segment without its own `:` is the tail of a generic argument list (`Dictionary<K, V>`).
            if let first = segment.first, segment.count > 1, isPunctuation(segment[segment.count - 1], ASCII.colon) {
                labels.append(identifierText(first))
            }
            segment = []
        }
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            depth += nesting(token)
            if depth == 0 { break }
            if depth == 1 && isPunctuation(token, ASCII.comma) {
                finish()
                continue
            }
            // Only the tokens before the parameter's `:` matter: the label and the name.
            if depth == 1 && (segment.isEmpty || !isPunctuation(segment[segment.count - 1], ASCII.colon)) {
                segment.append(token)
            }
        }
        finish()
        return labels
    }

    // MARK: - Properties and enum cases

    private mutating func parseProperty(first: Int, keyword: String) -> SwiftDeclaration {
        index += 1
        let end = statementEnd(from: index)
        var name = ""
        if index < end, tokens[index].kind == .identifier {
            name = identifierText(tokens[index])
        } else if index < end {
            // A tuple pattern, `let (a, b) = …`: named as written.
            var depth = 0
            var cursor = index
            repeat {
                depth += nesting(tokens[cursor])
                name += text(of: tokens[cursor])
                cursor += 1
            } while cursor < end && depth > 0
        }
        // A caller depends on the name and type: the header stops at the initial value or accessors.
        var headerEnd = end
        var depth = 0
        for cursor in index..<end {
            let token = tokens[cursor]
            if depth == 0 && (isPunctuation(token, ASCII.openBrace) || text(of: token) == "=") {
                headerEnd = cursor
                break
            }
            depth += nesting(token)
        }
        index = end
        var result = declaration(.property, keyword, name: name, keys: [DeclarationKey(.property, name)], from: first)
        result.headerTokens = first..<headerEnd
        return result
    }

    private mutating func parseEnumCase(first: Int) -> SwiftDeclaration {
        index += 1
        let end = statementEnd(from: index)
        var names: [String] = []
        var expectName = true
        var depth = 0
        for cursor in index..<end {
            let token = tokens[cursor]
            if depth == 0 && expectName && token.kind == .identifier {
                names.append(identifierText(token))
                expectName = false
            } else if depth == 0 && isPunctuation(token, ASCII.comma) {
                expectName = true
            }
            depth += nesting(token)
        }
        index = end
        return declaration(
            .enumCase, "case", name: names.joined(separator: ", "), keys: names.map { DeclarationKey(.enumCase, $0) },
            from: first)
    }
}
