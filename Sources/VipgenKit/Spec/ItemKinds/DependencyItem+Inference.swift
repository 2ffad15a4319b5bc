import SwiftScanning

extension DependencyItem: ItemInference {
    /// The parameters of the worker's initialiser besides its client, each with its type and default:
    /// the worker is the class conforming to the protocol the flavor's worker conforms to
    /// (`<Scene>WorkerLogic` in the bundled flavors).
    static func inferred(from files: ReadBackFiles) -> [String] {
        guard let place = files.reading.worker, let source = files.source(place) else { return [] }
        let logic = place.type.name(scene: files.scene)
        guard
            let worker = source.declarations.first(where: { $0.kind == .type && $0.conformances.contains(logic) }),
            let initializer = worker.members.first(where: { $0.keyword == "init" })
        else { return [] }
        let stored = Set(worker.members.filter { $0.kind == .property }.map(\.name))
        return parameters(source.codeTexts(initializer.headerTokens)).compactMap { parameter in
            guard parameter.name != "client", stored.contains(parameter.name) else { return nil }
            let text = "\(parameter.name): \(parameter.type)" + (parameter.value.map { " = \($0)" } ?? "")
            guard let dependency = try? Dependency.parse(text) else { return nil }
            // A default that is the one vipgen writes for the type is not the spec's.
            var read = dependency
            if read.givenDefault != nil, read.givenDefault == Dependency(name: read.name, type: read.type).defaultValue
            {
                read.givenDefault = nil
            }
            return read.description
        }
    }

    /// `init(client: any XClient = XJSONClient(), store: Store = Store())`'s parameters, as tokens
    /// joined back (`Store()`), each with its type and default.
    private static func parameters(_ tokens: [String]) -> [(name: String, type: String, value: String?)] {
        guard let open = tokens.firstIndex(of: "(") else { return [] }
        var result: [(name: String, type: String, value: String?)] = []
        var depth = 0
        var current: [String] = []
        func finish() {
            guard let colon = current.firstIndex(of: ":"), colon > 0 else { return }
            let name = current[colon - 1]
            let rest = Array(current[(colon + 1)...])
            if let equals = rest.firstIndex(of: "=") {
                result.append((name, joined(rest[..<equals]), joined(rest[(equals + 1)...])))
            } else {
                result.append((name, joined(rest[...]), nil))
            }
        }
        for token in tokens[(open + 1)...] {
            if depth == 0 && (token == "," || token == ")") {
                finish()
                current = []
                if token == ")" { break }
                continue
            }
            if ["(", "[", "<"].contains(token) { depth += 1 }
            if [")", "]", ">"].contains(token) { depth -= 1 }
            current.append(token)
        }
        return result
    }

    /// Tokens as Swift writes them: a space only between two words (`any Store`).
    private static func joined(_ tokens: ArraySlice<String>) -> String {
        var text = ""
        for token in tokens {
            if let last = text.last, last.isLetter || last.isNumber || last == "_",
                let first = token.first, first.isLetter || first.isNumber || first == "_"
            {
                text += " "
            }
            text += token
        }
        return text
    }
}
