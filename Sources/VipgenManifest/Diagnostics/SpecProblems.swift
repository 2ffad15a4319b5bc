/// The problems found so far in a file the user wrote: a spec or a flavor's manifest.
package struct SpecProblems {
    package let file: String?
    package private(set) var errors: [SpecError] = []

    package init(file: String?) {
        self.file = file
    }

    package mutating func add(_ message: String, keyPath: String, location: SourceLocation?) {
        errors.append(SpecError(file: file, location: location, keyPath: keyPath, message: message))
    }

    /// In file order; problems found at the same place keep the order they were found in.
    package var sortedErrors: [SpecError] {
        errors.enumerated().sorted { a, b in
            let offsetA = a.element.location?.offset ?? Int.max
            let offsetB = b.element.location?.offset ?? Int.max
            return offsetA != offsetB ? offsetA < offsetB : a.offset < b.offset
        }.map(\.element)
    }

    /// `: already listed at 4:20`, or nothing when the first one has no location.
    package static func alreadyAt(_ location: SourceLocation?, _ verb: String) -> String {
        location.map { ": already \(verb) at \($0)" } ?? ""
    }
}
