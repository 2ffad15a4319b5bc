import Testing
@testable import Mustache

/// Helpers for the Mustache suites, as members so they never clash with other test files' names.
protocol MustacheTestCase {}

extension MustacheTestCase {
    var strict: RenderOptions { RenderOptions(strict: true) }
    var html: RenderOptions { RenderOptions(escape: .html) }

    /// Renders `template` with `partials` available, so each test reads as template, data, expected text.
    func render(
        _ template: String, _ context: MustacheValue = [:], partials: [String: String] = [:],
        options: RenderOptions = RenderOptions()
    ) throws -> String {
        let library = MustacheLibrary(source: DictionaryTemplateSource(partials), options: options)
        return try library.render(MustacheTemplate(source: template, name: "test.mustache"), context)
    }

    /// The error parsing or rendering throws, or `nil` when it succeeds.
    func mustacheError(
        _ template: String, _ context: MustacheValue = [:], partials: [String: String] = [:],
        options: RenderOptions = RenderOptions()
    ) -> MustacheError? {
        do {
            _ = try render(template, context, partials: partials, options: options)
            return nil
        } catch let error as MustacheError {
            return error
        } catch {
            Issue.record("expected a MustacheError, got \(error)")
            return nil
        }
    }
}
