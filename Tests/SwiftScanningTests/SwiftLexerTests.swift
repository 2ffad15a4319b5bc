import Expectations
import Testing

@testable import SwiftScanning

/// Each construct that could hide a brace: the lexer must take it whole, so the brace never counts.
@Suite struct SwiftLexerTests {
    private func kinds(_ source: String) throws -> [String] {
        let scanned = try SwiftSource(source)
        return scanned.tokens.map { "\($0.kind):\(scanned.text(of: $0))" }
    }

    @Test func lineCommentRunsToTheEndOfItsLine() throws {
        expectEqual(try kinds("a // } {\nb"), ["identifier:a", "comment:// } {", "identifier:b"])
    }

    @Test func blockCommentsNest() throws {
        expectEqual(try kinds("a /* x /* } */ { */ b"), ["identifier:a", "comment:/* x /* } */ { */", "identifier:b"])
    }

    @Test func stringWithEscapedQuoteAndBrace() throws {
        expectEqual(
            try kinds(#"x = "a \" } {" y"#), [
                "identifier:x", "operatorSymbol:=", #"string:"a \" } {""#, "identifier:y",
            ])
    }

    @Test func interpolationWithNestedParenthesesAndStrings() throws {
        let source = #"s = "v: \(f(g("}", (1)), "\(")")")) }" t"#
        expectEqual(
            try kinds(source), [
                "identifier:s", "operatorSymbol:=", #"string:"v: \(f(g("}", (1)), "\(")")")) }""#, "identifier:t",
            ])
    }

    @Test func interpolationHoldingAComment() throws {
        let source = "s = \"\\(a /* ) } */ + b)\" t"
        expectEqual(try kinds(source).last, "identifier:t")
        expectEqual(try kinds(source).count, 4)
    }

    @Test func multiLineString() throws {
        let source = "s = \"\"\"\n  }\n  \"quoted\" \\\"\"\"\n  \"\"\"\nt"
        let tokens = try kinds(source)
        expectEqual(tokens.count, 4)
        expectEqual(tokens.last, "identifier:t")
    }

    @Test func rawStringsEndOnlyAtTheirOwnDelimiter() throws {
        expectEqual(
            try kinds(##"a = #"x "} \" "#b"##), [
                "identifier:a", "operatorSymbol:=", ##"string:#"x "} \" "#"##, "identifier:b",
            ])
        expectEqual(try kinds(###"a = ##"x "# }"## b"###).last, "identifier:b")
        // In a raw string `\(` is text; `\#(` interpolates.
        expectEqual(try kinds(##"a = #"\(" \#(f(")")) }"# b"##).last, "identifier:b")
    }

    @Test func rawMultiLineString() throws {
        let source = "s = #\"\"\"\n  \"\"\" }\n  \"\"\"#\nt"
        expectEqual(try kinds(source).last, "identifier:t")
    }

    @Test func characterLevelBraces() throws {
        expectEqual(try kinds(#"c: Character = "{""#).map { $0.hasPrefix("string") }, [false, false, false, false, true])
    }

    @Test func directivesTakeTheirWholeLine() throws {
        expectEqual(
            try kinds("#if os(iOS) && DEBUG\na\n#else\nb\n#endif"), [
                "directive:#if os(iOS) && DEBUG", "identifier:a", "directive:#else", "identifier:b", "directive:#endif",
            ])
        expectEqual(try kinds("#available(iOS 15, *)").first, "poundKeyword:#available")
    }

    @Test func crlfLineBreaksStartLines() throws {
        let scanned = try SwiftSource("a\r\n  b\r\nc")
        expectEqual(scanned.tokens.map(\.startsLine), [true, true, true])
        expectEqual(scanned.line(of: scanned.tokens[2].start), 3)
        expect(scanned.usesCRLF)
    }

    @Test func operatorsAreNotCommentsUnlessTheyStartOne() throws {
        expectEqual(try kinds("a =// c\nb"), ["identifier:a", "operatorSymbol:=", "comment:// c", "identifier:b"])
        expectEqual(try kinds("a ..< b"), ["identifier:a", "operatorSymbol:..<", "identifier:b"])
    }

    @Test func regularExpressionLiteralsAreTakenWhole() throws {
        expectEqual(
            try kinds(#"let p = /\(([^)]*)\)/"#), [
                "identifier:let", "identifier:p", "operatorSymbol:=", #"string:/\(([^)]*)\)/"#,
            ])
        expectEqual(try kinds("f(/a{/)").map { $0.hasPrefix("string") }, [false, false, true, false])
        expectEqual(try kinds(#"let q = #/\n } /#"#).last, #"string:#/\n } /#"#)
        // Division is not a regular expression.
        expect(try kinds("x = a / b / c").contains("operatorSymbol:/"))
        expect(try kinds("x = f(a) /2/ c").contains("operatorSymbol:/"))
    }

    @Test func unclosedConstructsAreErrorsOnTheLineTheyOpen() {
        expectEqual(scanError("a\n/* never"), SwiftSourceError(line: 2, message: "a '/*' comment is never closed"))
        expectEqual(
            scanError("a\nb = \"never\nc"), SwiftSourceError(line: 2, message: "a string literal is never closed"))
        expectEqual(
            scanError("s = \"\"\"\nnever"), SwiftSourceError(line: 1, message: "a string literal is never closed"))
        expectEqual(
            scanError("s = \"\\(f(\""), SwiftSourceError(line: 1, message: "a string literal is never closed"))
    }
}
