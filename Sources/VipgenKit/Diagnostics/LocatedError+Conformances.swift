// Errors from the phases that read files the user wrote, printed with their source line.

import Mustache

extension JSONError: LocatedError {
    var diagnostics: [Diagnostic] {
        [Diagnostic(file: file, line: line, column: column, message: message)]
    }
}

extension TextEncodingError: LocatedError {
    var diagnostics: [Diagnostic] {
        [Diagnostic(file: file, line: location.line, column: location.column, message: message)]
    }
}

extension MustacheError: LocatedError {
    var diagnostics: [Diagnostic] {
        [Diagnostic(file: template, line: line, column: column, message: message)]
    }
}

extension SpecErrors: LocatedError {
    var diagnostics: [Diagnostic] {
        errors.map { error in
            let body = error.keyPath.isEmpty ? error.message : "\(error.keyPath): \(error.message)"
            return Diagnostic(
                file: error.file ?? "", line: error.location?.line ?? 0, column: error.location?.column ?? 0,
                message: body)
        }
    }
}
