import SwiftScanning

/// A flavor named by a spec (`project.flavor`, `scenes[i].flavor`) or by `--flavor`, with where it was
/// named: whether a flavor by that name exists depends on the templates folder, known only once the
/// command line is read too, so an unknown one is reported later, at this place.
struct FlavorChoice: Equatable, Sendable, CustomStringConvertible {
    var name: String
    /// The spec file, or nil for `--flavor`.
    var file: String?
    /// `project.flavor` or `scenes[1].flavor`; empty for `--flavor`.
    var keyPath: String
    var location: SourceLocation?

    init(_ name: String, file: String? = nil, keyPath: String = "", location: SourceLocation? = nil) {
        self.name = name
        self.file = file
        self.keyPath = keyPath
        self.location = location
    }

    var description: String { name }

    /// The error for this choice when no flavor has its name, placed where it was named.
    func unknown(among known: [String]) -> SpecError {
        var message = "no flavor named '\(JSONText.displayed(name))'"
        if let suggestion = Suggestion.closest(to: name, among: known) {
            message += "; did you mean '\(suggestion)'?"
        }
        message += " (the flavors are \(known.joined(separator: ", ")))"
        return SpecError(file: file, location: location, keyPath: keyPath, message: message)
    }

    /// Checks that `name` can name a flavor: it is a folder of the templates (`Templates/<name>/`), so
    /// ASCII letters, digits, `-` and `_`, starting with a letter.
    static func validateName(_ name: String) throws(InvalidValue) {
        let scalars = Array(name.unicodeScalars)
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        guard let first = scalars.first, isLetter(first),
            scalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
        else {
            throw InvalidValue(
                "'\(JSONText.displayed(name))' cannot name a flavor: use ASCII letters, digits, '-' and '_', starting with a letter, e.g. 'configurator'"
            )
        }
    }
}
