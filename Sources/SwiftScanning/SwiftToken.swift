/// One token of Swift source, as byte offsets into the file's UTF-8.
///
/// The scanner never needs to understand expressions: it needs to know where names, brackets,
/// strings, comments and `#if` directives are, so that a `}` inside a string or a comment is never
/// taken for the end of a body.
package struct SwiftToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// A name or a keyword, backticked names included.
        case identifier
        case number
        /// A whole string literal: quotes, escapes and interpolations, multi-line and raw ones too.
        case string
        /// A `//` comment (to the end of its line) or a `/* */` comment (nested ones included).
        case comment
        /// `#if`, `#elseif`, `#else` or `#endif`, with the rest of its line.
        case directive
        /// Any other `#name`: `#available`, `#selector`, `#warning`, a macro.
        case poundKeyword
        /// One of `{ } ( ) [ ] , : ; @ .`, or a lone `#`.
        case punctuation
        /// A run of operator characters: `=`, `->`, `?`, `<`, `>>`, `&&`.
        case operatorSymbol
    }

    package var kind: Kind
    /// The offset of the token's first byte.
    package var start: Int
    /// The offset just after the token's last byte.
    package var end: Int
    /// Whether only whitespace precedes the token on its line.
    var startsLine: Bool
}
