import SwiftScanning

/// The problems found so far in a file the user wrote: a spec or a flavor's manifest.
struct SpecProblems {
    let file: String?
    private(set) var errors: [SpecError] = []

    init(file: String?) {
        self.file = file
    }

    mutating func add(_ message: String, keyPath: String, location: SourceLocation?) {
        errors.append(SpecError(file: file, location: location, keyPath: keyPath, message: message))
    }

    /// In file order; problems found at the same place keep the order they were found in.
    var sortedErrors: [SpecError] {
        errors.enumerated().sorted { a, b in
            let offsetA = a.element.location?.offset ?? Int.max
            let offsetB = b.element.location?.offset ?? Int.max
            return offsetA != offsetB ? offsetA < offsetB : a.offset < b.offset
        }.map(\.element)
    }

    /// `: already listed at 4:20`, or nothing when the first one has no location.
    static func alreadyAt(_ location: SourceLocation?, _ verb: String) -> String {
        location.map { ": already \(verb) at \($0)" } ?? ""
    }
}
