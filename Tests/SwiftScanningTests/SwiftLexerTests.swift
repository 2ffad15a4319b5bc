import Testing

@testable import SwiftScanning

/// Each construct that could hide a brace: the lexer must take it whole, so the brace never counts.
@Suite struct SwiftLexerTests {
    private func kinds(_ source: String) throws -> [String] {
        let scanned = try SwiftSource(source)
        return scanned.tokens.map { "\($0.kind):\(scanned.text(of: $0))" }
    }

    @Test func lineCommentRunsToTheEndOfItsLine() throws {
        #expect(try kinds("a // } {\nb") == ["identifier:a", "comment:// } {", "identifier:b"])
    }

    @Test func blockCommentsNest() throws {
        #expect(try kinds("a /* x /* } */ { */ b") == ["identifier:a", "comment:/* x /* } */ { */", "identifier:b"])
    }

    @Test func stringWithEscapedQuoteAndBrace() throws {
        #expect(
            try kinds(#"x = "a \" } {" y"#) == [
                "identifier:x", "operatorSymbol:=", #"string:"a \" } {""#, "identifier:y",
            ])
    }

    @Test func interpolationWithNestedParenthesesAndStrings() throws {
        let source = #"s = "v: \(f(g("}", (1)), "\(")")")) }" t"#
        #expect(
            try kinds(source) == [
                "identifier:s", "operatorSymbol:=", #"string:"v: \(f(g("}", (1)), "\(")")")) }""#, "identifier:t",
            ])
    }

    @Test func interpolationHoldingAComment() throws {
        let source = "s = \"\\(a /* ) } */ + b)\" t"
        #expect(try kinds(source).last == "identifier:t")
        #expect(try kinds(source).count == 4)
    }

    @Test func multiLineString() throws {
        let source = "s = \"\"\"\n  }\n  \"quoted\" \\\"\"\"\n  \"\"\"\nt"
        let tokens = try kinds(source)
        #expect(tokens.count == 4)
        #expect(tokens.last == "identifier:t")
    }

    @Test func rawStringsEndOnlyAtTheirOwnDelimiter() throws {
        #expect(
            try kinds(##"a = #"x "} \" "#b"##) == [
                "identifier:a", "operatorSymbol:=", ##"string:#"x "} \" "#"##, "identifier:b",
            ])
        #expect(try kinds(###"a = ##"x "# }"## b"###).last == "identifier:b")
        // In a raw string `\(` is text; `\#(` interpolates.
        #expect(try kinds(##"a = #"\(" \#(f(")")) }"# b"##).last == "identifier:b")
    }

    @Test func rawMultiLineString() throws {
        let source = "s = #\"\"\"\n  \"\"\" }\n  \"\"\"#\nt"
        #expect(try kinds(source).last == "identifier:t")
    }

    @Test func characterLevelBraces() throws {
        #expect(try kinds(#"c: Character = "{""#).map { $0.hasPrefix("string") } == [false, false, false, false, true])
    }

    @Test func directivesTakeTheirWholeLine() throws {
        #expect(
            try kinds("#if os(iOS) && DEBUG\na\n#else\nb\n#endif") == [
                "directive:#if os(iOS) && DEBUG", "identifier:a", "directive:#else", "identifier:b", "directive:#endif",
            ])
        #expect(try kinds("#available(iOS 15, *)").first == "poundKeyword:#available")
    }

    @Test func crlfLineBreaksStartLines() throws {
        let scanned = try SwiftSource("a\r\n  b\r\nc")
        #expect(scanned.tokens.map(\.startsLine) == [true, true, true])
        #expect(scanned.line(of: scanned.tokens[2].start) == 3)
        #expect(scanned.usesCRLF)
    }

    @Test func operatorsAreNotCommentsUnlessTheyStartOne() throws {
        #expect(try kinds("a =// c\nb") == ["identifier:a", "operatorSymbol:=", "comment:// c", "identifier:b"])
        #expect(try kinds("a ..< b") == ["identifier:a", "operatorSymbol:..<", "identifier:b"])
    }

    @Test func regularExpressionLiteralsAreTakenWhole() throws {
        #expect(
            try kinds(#"let p = /\(([^)]*)\)/"#) == [
                "identifier:let", "identifier:p", "operatorSymbol:=", #"string:/\(([^)]*)\)/"#,
            ])
        #expect(try kinds("f(/a{/)").map { $0.hasPrefix("string") } == [false, false, true, false])
        #expect(try kinds(#"let q = #/\n } /#"#).last == #"string:#/\n } /#"#)
        // Division is not a regular expression.
        #expect(try kinds("x = a / b / c").contains("operatorSymbol:/"))
        #expect(try kinds("x = f(a) /2/ c").contains("operatorSymbol:/"))
    }

    @Test func unclosedConstructsAreErrorsOnTheLineTheyOpen() {
        #expect(scanError("a\n/* never") == SwiftSourceError(line: 2, message: "a '/*' comment is never closed"))
        #expect(
            scanError("a\nb = \"never\nc") == SwiftSourceError(line: 2, message: "a string literal is never closed"))
        #expect(
            scanError("s = \"\"\"\nnever") == SwiftSourceError(line: 1, message: "a string literal is never closed"))
        #expect(
            scanError("s = \"\\(f(\"") == SwiftSourceError(line: 1, message: "a string literal is never closed"))
    }
}
