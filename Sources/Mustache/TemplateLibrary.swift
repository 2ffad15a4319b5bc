/// Where the text of templates named by `{{> name}}`, `{{< name}}` and `render(named:)` comes from.
package protocol MustacheTemplateSource: Sendable {
    /// The text of the template `name` and the name its errors should show (e.g. its file path), or
    /// `nil` when there is no such template.
    func templateSource(named name: String) throws -> (source: String, name: String)?

    /// The template `name` already parsed (compiled into the binary, say), or `nil` to have the text
    /// from `templateSource(named:)` parsed. A library asks this first.
    func parsedTemplate(named name: String) throws -> MustacheTemplate?
}

extension MustacheTemplateSource {
    /// Sources of text only: every template is parsed from `templateSource(named:)`.
    package func parsedTemplate(named name: String) throws -> MustacheTemplate? { nil }
}

/// Templates held in memory by name: for tests, and for templates built at run time.
package struct DictionaryTemplateSource: MustacheTemplateSource {
    /// Template text by name.
    package var templates: [String: String]

    /// A source whose template `name` is `templates[name]`, shown in errors under `name`.
    package init(_ templates: [String: String]) {
        self.templates = templates
    }

    /// `templates[name]`, named `name` in errors.
    package func templateSource(named name: String) -> (source: String, name: String)? {
        templates[name].map { ($0, name) }
    }
}

/// Named templates, each parsed at most once, that can include each other as partials and parents.
///
/// Safe to share between threads: the cache is behind a lock, and templates are immutable.
package final class MustacheLibrary: Sendable {
    /// The options every render of this library uses.
    let options: RenderOptions
    private let source: any MustacheTemplateSource
    private let cache = MustacheLock<[String: Entry]>([:])

    /// What looking a name up once found, so that neither hits nor misses ask the source again.
    private enum Entry: Sendable {
        case found(MustacheTemplate)
        case missing
        case failed(MustacheError)
    }

    /// A library that loads templates from `source` when first needed and renders with `options`.
    package init(source: any MustacheTemplateSource, options: RenderOptions = RenderOptions()) {
        self.source = source
        self.options = options
    }

    /// The parsed template `name`; throws `partialNotFound` when the source does not have it.
    package func template(named name: String) throws -> MustacheTemplate {
        guard let template = try existingTemplate(named: name) else {
            throw MustacheError(.partialNotFound(name), template: name, line: 0, column: 0)
        }
        return template
    }

    /// Renders a template with this library's partials, parents and options.
    package func render(_ template: MustacheTemplate, _ context: MustacheValue) throws -> String {
        var renderer = MustacheRenderer(context: context, options: options, library: self)
        return try renderer.render(template)
    }

    /// Renders a template, handing the output to `sink` in pieces as it is produced (about 64 KB
    /// each, split between characters), so output of any size is never held whole.
    package func render(
        _ template: MustacheTemplate, _ context: MustacheValue, into sink: @escaping (String) throws -> Void
    ) throws {
        var renderer = MustacheRenderer(context: context, options: options, library: self)
        try renderer.render(template, into: sink)
    }

    /// Renders the template `name`; throws `partialNotFound` when the source does not have it.
    package func render(named name: String, _ context: MustacheValue) throws -> String {
        try render(template(named: name), context)
    }

    /// The template `name`, or `nil` when the source has none; a template that does not parse
    /// throws its parse error every time it is asked for.
    func existingTemplate(named name: String) throws -> MustacheTemplate? {
        let entry: Entry = try cache.withLock { entries in
            if let entry = entries[name] { return entry }
            // Parsing under the lock is what makes "at most once" hold when threads race.
            let entry: Entry
            if let template = try source.parsedTemplate(named: name) {
                entry = .found(template)
            } else if let (text, displayName) = try source.templateSource(named: name) {
                do throws(MustacheError) {
                    entry = .found(MustacheTemplate(storage: try MustacheParser.parse(source: text, name: displayName)))
                } catch {
                    entry = .failed(error)
                }
            } else {
                entry = .missing
            }
            entries[name] = entry
            return entry
        }
        switch entry {
        case .found(let template): return template
        case .missing: return nil
        case .failed(let error): throw error
        }
    }
}
