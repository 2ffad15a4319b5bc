/// Places new objects in their `/* Begin ISA section */`, among the objects there sorted by
/// identifier, as Xcode keeps them; a section the project lacks is written whole, in the
/// alphabetical place Xcode gives it.
struct SectionWriter {
    private let file: ProjectFile
    private var pending: [(isa: String, objects: [(id: String, text: String)])] = []

    init(_ file: ProjectFile) {
        self.file = file
    }

    mutating func add(isa: String, _ objects: [(id: String, text: String)]) {
        guard !objects.isEmpty else { return }
        pending.append((isa, objects.sorted { $0.id < $1.id }))
    }

    func write(into text: inout TextInsertions) throws {
        for (isa, objects) in pending {
            if let section = file.sections.first(where: { $0.isa == isa }) {
                try insert(objects, into: section, text: &text)
            } else {
                try addSection(isa, objects, text: &text)
            }
        }
    }

    private func insert(
        _ objects: [(id: String, text: String)], into section: ProjectFile.Section, text: inout TextInsertions
    ) throws {
        // The objects dictionary's entries are in the text's order: those of the section are a run of them.
        let entries = file.objectOrder
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].start < section.beginLine { low = middle + 1 } else { high = middle }
        }
        var existing: [(id: String, start: Int)] = []
        while low < entries.count, entries[low].start < section.endLine {
            existing.append(entries[low])
            low += 1
        }
        var index = 0
        for object in objects {
            while index < existing.count, existing[index].id < object.id { index += 1 }
            let offset: Int
            if index < existing.count {
                guard let start = LineLayout.lineStart(of: existing[index].start, in: file.bytes) else {
                    throw file.error(
                        existing[index].start, "expected the object to start its own line, as Xcode writes it")
                }
                offset = start
            } else {
                offset = section.endLine
            }
            text.insert(object.text, at: offset)
        }
    }

    private func addSection(_ isa: String, _ objects: [(id: String, text: String)], text: inout TextInsertions) throws {
        let body = objects.map(\.text).joined()
        if let next = file.sections.first(where: { $0.isa > isa }) {
            text.insert("/* Begin \(isa) section */\n\(body)/* End \(isa) section */\n\n", at: next.beginLine)
        } else if let last = file.sections.last {
            text.insert("\n/* Begin \(isa) section */\n\(body)/* End \(isa) section */\n", at: last.afterEnd)
        } else {
            throw file.error(
                file.objectsStart, "no '/* Begin … section */' comments: not laid out as Xcode writes it")
        }
    }
}
