import Mustache

/// A few templates held in memory, in front of another source.
struct FixedTemplateSource: MustacheTemplateSource {
    let fixed: [String: String]
    let then: any MustacheTemplateSource

    func templateSource(named name: String) throws -> (source: String, name: String)? {
        if let text = fixed[name] { return (text, name) }
        return try then.templateSource(named: name)
    }

    func parsedTemplate(named name: String) throws -> MustacheTemplate? {
        fixed[name] == nil ? try then.parsedTemplate(named: name) : nil
    }
}
