/// A file of a scene the scanner cannot read for sure is reported, never passed in silence: none of
/// its rules were checked.
enum SkippedFiles {
    static let rule = LintRule(
        "unreadable-file", .warning,
        "A scene's file the scanner cannot read (syntax it does not know, not UTF-8, unreadable) is reported as skipped, with the reason."
    )
}
