/// Swift identifier rules for the names a spec or the command line gives vipgen, and the case
/// conversions the templates use.
enum SwiftNames {
    /// What a type-like name is used for, to word its errors: `scene name 'x' …`, `use case 'x' …`.
    enum TypeNameRole: String, Sendable, CaseIterable {
        case scene = "scene name"
        case useCase = "use case"
        case route = "route"
    }

    /// Words that cannot be an identifier without backticks: Swift's reserved keywords, plus
    /// `await`, which cannot be read back as a variable in async code. Checked with swiftc 6.3:
    /// each of these fails as a stored property, a protocol requirement or a local.
    static let reservedKeywords: Set<String> = [
        // declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "Protocol", "Type",
    ]

    /// Contextual keywords: keywords only in some positions. swiftc 6.3 accepts each of them as a
    /// stored property, a protocol requirement, a member access, an assignment target and a local,
    /// so they are allowed as field names (`left`, `open`, `optional`, `none` are ordinary words).
    static let contextualKeywords: Set<String> = [
        "actor", "any", "associativity", "async", "borrowing", "consume", "consuming", "convenience", "copy",
        "didSet", "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix",
        "isolated", "lazy", "left", "macro", "mutating", "none", "nonisolated", "nonmutating", "open",
        "optional", "override", "package", "postfix", "precedence", "prefix", "required", "right",
        "sending", "set", "some", "then", "unowned", "unsafe", "weak", "willSet",
    ]

    /// The longest scene, use case or route name: it names folders and files, and
    /// `<Scene>ViewControllerTests.swift` must stay well inside a file system's 255 bytes.
    static let maximumTypeNameLength = 100

    // MARK: Validation

    /// Checks a scene, use case or route name: an UpperCamelCase Swift identifier of ASCII letters
    /// and digits, never a path, not a keyword, not a type it would hide (`ShadowedNames`), and not one
    /// whose lowerCamelCase form (used for variables and methods) is a keyword.
    /// - Parameter existing: whether the app declares the scene already (`ExistingScenes`): it hides
    ///   nothing vipgen would declare, as vipgen only adds to its files.
    static func validateTypeName(_ name: String, role: TypeNameRole = .scene, existing: Bool = false)
        throws(InvalidValue)
    {
        let label = role.rawValue
        // Almost every name is plain ASCII UpperCamelCase: only the others need the character checks.
        if !isPlainIdentifier(name, uppercaseFirst: true, maximumLength: maximumTypeNameLength) {
            if name.isEmpty || name.allSatisfy(\.isWhitespace) {
                throw InvalidValue(role == .scene ? "scene name is empty" : "\(label) name is empty")
            }
            // Only an error message needs it.
            var shown: String { JSONText.displayed(name) }
            if name.contains("/") || name.contains("\\") || name.hasPrefix(".") {
                throw InvalidValue(
                    "\(label) '\(shown)' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)"
                )
            }
            let scalars = Array(name.unicodeScalars)
            let first = scalars[0]
            if !isASCIILetter(first) {
                throw InvalidValue(
                    "\(label) '\(shown)' must start with an uppercase letter, found \(describe(first))\(wordsSuggestion(name, upperCamelWords, valid: isValidTypeName))"
                )
            }
            if let bad = scalars.first(where: { !isASCIILetter($0) && !isASCIIDigit($0) }) {
                throw InvalidValue(
                    "\(label) '\(shown)' may contain only ASCII letters and digits, found \(describe(bad))\(wordsSuggestion(name, upperCamelWords, valid: isValidTypeName))"
                )
            }
            if isASCIILowercase(first) {
                throw InvalidValue(
                    "\(label) '\(shown)' must start with an uppercase letter (UpperCamelCase)\(suggestion(upperCamel(name), valid: { isValidTypeName($0) }))"
                )
            }
            if scalars.count > maximumTypeNameLength {
                throw InvalidValue(
                    "\(label) '\(JSONText.displayed(name, limit: 20))' is \(scalars.count) characters long; at most \(maximumTypeNameLength) are allowed, as files are named after it"
                )
            }
        }
        if reservedKeywords.contains(name) {
            throw InvalidValue("\(label) '\(name)' is a Swift keyword; choose another name")
        }
        if !existing, let refusal = ShadowedNames.refusal(name, role: role) {
            throw InvalidValue(refusal)
        }
        let variable = lowerCamel(name)
        if reservedKeywords.contains(variable) {
            throw InvalidValue(
                "\(label) '\(name)' would become the Swift keyword '\(variable)' in generated variable and method names; choose another name"
            )
        }
        // Members every view controller has; those of a table or collection view controller are
        // checked with the scene, which knows its base class (`validateUseCaseName`). The members a
        // flavor declares of its own are checked once the scene's flavor is known (`FlavorMemberNames`).
        if role == .useCase, let collision = useCaseCollision(name, among: UIKitMembers.ancestry(of: .viewController)) {
            throw InvalidValue(collision)
        }
    }

    /// Why a use case whose request method is `func <variable>()` cannot be declared in a view controller
    /// inheriting from `declarers` (see `UIKitMembers.ancestry(of:)`), or nil when it can.
    static func useCaseCollision(_ name: String, among declarers: [UIKitMembers.Declarer]) -> String? {
        let variable = lowerCamel(name)
        guard let collision = UIKitMembers.collision(variable, among: declarers) else { return nil }
        return
            "use case '\(name)' would declare '\(variable)()' in the view controller, which collides with \(collision.describe(variable)) (iOS 26 SDK); choose another name"
    }

    /// Checks a use case name as `validateTypeName` does, and against what a view controller of
    /// `base` inherits: its request method `func <useCase>()` must not collide with a UIKit member.
    static func validateUseCaseName(_ name: String, base: ViewControllerBase) throws(InvalidValue) {
        try validateTypeName(name, role: .useCase)
        if let collision = useCaseCollision(name, among: UIKitMembers.ancestry(of: base)) {
            throw InvalidValue(collision)
        }
    }

    /// Checks a data store field name: a lowerCamelCase Swift identifier of ASCII letters and
    /// digits, not a reserved keyword. Whether the scene's flavor has a property of that name is
    /// checked once the flavor is known (`FlavorMemberNames`).
    static func validateFieldName(_ name: String) throws(InvalidValue) {
        if !isPlainIdentifier(name, uppercaseFirst: false, maximumLength: .max) {
            if name.isEmpty || name.allSatisfy(\.isWhitespace) {
                throw InvalidValue("field name is empty")
            }
            // Only an error message needs it.
            var shown: String { JSONText.displayed(name) }
            let scalars = Array(name.unicodeScalars)
            let first = scalars[0]
            if !isASCIILetter(first) {
                throw InvalidValue(
                    "field name '\(shown)' must start with a lowercase letter, found \(describe(first))\(wordsSuggestion(name, lowerCamelWords, valid: isValidFieldName))"
                )
            }
            if let bad = scalars.first(where: { !isASCIILetter($0) && !isASCIIDigit($0) }) {
                throw InvalidValue(
                    "field name '\(shown)' may contain only ASCII letters and digits, found \(describe(bad))\(wordsSuggestion(name, lowerCamelWords, valid: isValidFieldName))"
                )
            }
            if !isASCIILowercase(first) {
                throw InvalidValue(
                    "field name '\(shown)' must start with a lowercase letter (lowerCamelCase)\(suggestion(lowerCamel(name), valid: { isValidFieldName($0) }))"
                )
            }
        }
        if reservedKeywords.contains(name) {
            throw InvalidValue("field name '\(name)' is a Swift keyword; choose another name")
        }
    }

    /// Checks the app module's name, which the generated tests `@testable import`: a Swift
    /// identifier (ASCII letters, digits and underscores, not starting with a digit), not a keyword.
    static func validateModuleName(_ name: String) throws(InvalidValue) {
        if name.isEmpty || name.allSatisfy(\.isWhitespace) {
            throw InvalidValue("module name is empty")
        }
        // Only an error message needs it.
        var shown: String { JSONText.displayed(name) }
        let scalars = Array(name.unicodeScalars)
        let isValid: (Unicode.Scalar) -> Bool = { isASCIILetter($0) || isASCIIDigit($0) || $0 == "_" }
        if let bad = scalars.first(where: { !isValid($0) }) ?? (isASCIIDigit(scalars[0]) ? scalars[0] : nil) {
            var fixed = String(String.UnicodeScalarView(scalars.map { isValid($0) ? $0 : "_" }))
            if let head = fixed.unicodeScalars.first, isASCIIDigit(head) { fixed = "_" + fixed }
            let plausible = !scalars.contains { $0.value >= 0x80 } && !reservedKeywords.contains(fixed)
            let hint = plausible ? Suggestion.didYouMean(fixed) : ""
            throw InvalidValue(
                "module name '\(shown)' must be a Swift identifier (ASCII letters, digits and underscores, not starting with a digit), found \(describe(bad))\(hint)"
            )
        }
        if reservedKeywords.contains(name) {
            throw InvalidValue("module name '\(name)' is a Swift keyword; choose another name")
        }
    }

    // MARK: Case conversion

    /// The lowerCamelCase form of an UpperCamelCase name, for variables and methods:
    /// `ListMemes` → `listMemes`, `URLSession` → `urlSession`, `ID` → `id`, `HTTP2Server` → `http2Server`.
    static func lowerCamel(_ name: String) -> String {
        // On UTF-8 bytes: an ASCII letter is one byte and no byte of another scalar is one, so the
        // leading run of capitals is the same counted in bytes, and lowering it keeps the rest as is
        // (building the result scalar by scalar cost more than checking the name).
        let utf8 = name.utf8
        var upperRun = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") else { break }
            upperRun += 1
        }
        if upperRun == 0 { return name }
        // In `URLSession` the run is `URLS`, and its last letter starts the next word.
        var lowered = upperRun
        if upperRun > 1, upperRun < utf8.count {
            let next = utf8[utf8.index(utf8.startIndex, offsetBy: upperRun)]
            if next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z") { lowered -= 1 }
        }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var count = 0
            for byte in utf8 {
                buffer[count] = count < lowered ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// The UpperCamelCase form of a name: its first letter in upper case (`memes` → `Memes`).
    static func upperCamel(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, isASCIILowercase(first) else { return name }
        return String(Character(uppercase(first))) + String(name.unicodeScalars.dropFirst())
    }

    // MARK: Suggestions

    /// `list memes`, `list_memes`, `list-memes` → `ListMemes`.
    static func upperCamelWords(_ text: String) -> String {
        words(text).map(upperCamel).joined()
    }

    /// `Memes`, `memes count`, `memes_count` → `memes`, `memesCount`.
    /// An UpperCamelCase name as the words of a title: `FetchMemes` → `Fetch Memes`, `GetURLInfo` →
    /// `Get URL Info`. A word starts at a capital after a small letter or a digit, and at the last
    /// capital of a run followed by a small letter.
    static func titleWords(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var title = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0, scalar.properties.isUppercase {
                let previous = scalars[index - 1]
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if !previous.properties.isUppercase || (next?.properties.isLowercase ?? false) {
                    title.append(" ")
                }
            }
            title.append(scalar)
        }
        return String(title)
    }

    static func lowerCamelWords(_ text: String) -> String {
        lowerCamel(upperCamelWords(text))
    }

    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isASCIILetter(scalar) || (isASCIIDigit(scalar) && !(words.isEmpty && current.isEmpty)) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func suggestion(_ candidate: String, valid: (String) -> Bool) -> String {
        candidate.isEmpty || !valid(candidate) ? "" : Suggestion.didYouMean(candidate)
    }

    /// A suggestion made by joining the words of `name`, when that is a plausible fix: not for a
    /// name starting with a digit or holding non-ASCII letters, where dropping characters would
    /// change what the name says.
    private static func wordsSuggestion(
        _ name: String, _ join: (String) -> String, valid: (String) -> Bool
    ) -> String {
        let scalars = name.unicodeScalars
        if let first = scalars.first, isASCIIDigit(first) { return "" }
        if scalars.contains(where: { $0.value >= 0x80 }) { return "" }
        return suggestion(join(name), valid: valid)
    }

    private static func isValidTypeName(_ name: String) -> Bool {
        do {
            try validateTypeName(name)
            return true
        } catch {
            return false
        }
    }

    private static func isValidFieldName(_ name: String) -> Bool {
        do {
            try validateFieldName(name)
            return true
        } catch {
            return false
        }
    }

    /// ASCII letters and digits only, starting with a letter of the given case, at most
    /// `maximumLength` long: decided on bytes, without decoding characters.
    private static func isPlainIdentifier(_ name: String, uppercaseFirst: Bool, maximumLength: Int) -> Bool {
        var count = 0
        for byte in name.utf8 {
            // A byte of 0x80 or more becomes a non-ASCII scalar, which no check below accepts.
            let scalar = Unicode.Scalar(byte)
            if count == 0 {
                guard uppercaseFirst ? isASCIIUppercase(scalar) : isASCIILowercase(scalar) else { return false }
            } else if !isASCIILetter(scalar) && !isASCIIDigit(scalar) {
                return false
            }
            count += 1
        }
        return count > 0 && count <= maximumLength
    }

    // MARK: Characters

    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.value < 0x20 || scalar.value == 0x7F { return JSONText.codePoint(scalar.value) }
        if scalar == " " { return "a space" }
        if scalar.value >= 0x80 { return "'\(Character(scalar))' (\(JSONText.codePoint(scalar.value)))" }
        return "'\(Character(scalar))'"
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIUppercase(scalar) || isASCIILowercase(scalar)
    }

    static func isASCIIUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x41 && scalar.value <= 0x5A
    }

    static func isASCIILowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x61 && scalar.value <= 0x7A
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    private static func uppercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        isASCIILowercase(scalar) ? Unicode.Scalar(scalar.value - 0x20)! : scalar
    }
}
