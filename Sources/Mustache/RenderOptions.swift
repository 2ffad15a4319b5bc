/// How `{{name}}` escapes what it writes (`{{{name}}}` and `{{&name}}` never escape).
package enum EscapeMode: Sendable, Equatable {
    /// Write values as they are: vipgen writes Swift, not HTML.
    case none
    /// Escape `&`, `"`, `<`, `>` and `'` as HTML entities.
    case html
}

/// Settings that apply to every render of a library or template.
package struct RenderOptions: Sendable, Equatable {
    /// How `{{name}}` escapes values.
    package var escape: EscapeMode
    /// Whether a name no context has, or a missing partial or parent, is an error instead of empty output.
    package var strict: Bool
    /// Whether a standalone partial's, parent's or block's indentation is also written on the empty
    /// lines it expands to. The spec indents every line; `false` keeps empty lines empty, which
    /// generated code wants.
    var indentBlankLines: Bool
    /// How deeply partials, parents and blocks may expand inside each other.
    var maxPartialDepth: Int
    /// How many section passes and partial, parent and block expansions one render may make: a guard
    /// against recursion that would take forever without ever getting deep.
    package var maxSteps: Int

    /// Options with the spec's defaults except for escaping, which is off.
    package init(
        escape: EscapeMode = .none,
        strict: Bool = false,
        indentBlankLines: Bool = true,
        maxPartialDepth: Int = 100,
        maxSteps: Int = 10_000_000
    ) {
        self.escape = escape
        self.strict = strict
        self.indentBlankLines = indentBlankLines
        self.maxPartialDepth = maxPartialDepth
        self.maxSteps = maxSteps
    }
}
