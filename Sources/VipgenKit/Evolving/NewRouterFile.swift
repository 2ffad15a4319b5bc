import SwiftScanning

/// `add route` on a UIKit scene written with no router (its view controller calls the interactor
/// and nothing routes): the router is a file of vipgen's own, written new beside the view controller
/// in the scene's flavor, and the view controller gains it as one whole declaration, a lazy property
/// that makes the router on first use, so that no line a person wrote (their own `setup()`, a
/// configurator) has to change. Without a data store in the scene, the router passes no data.
enum NewRouterFile {
    /// The scene's files as the flavor renders them, in `placed`'s order, with the scene's own names in.
    struct Renders {
        var before: [OutputFile]
        var after: [OutputFile]
    }

    /// Writes the router into `evolution` in place of the one not there, and wires it into the view
    /// controller; leaves `evolution` as it is when the scene has a router, or when the view
    /// controller cannot take one as a whole declaration (it declares a `router` of its own).
    /// - Parameters:
    ///   - missing: the rendered types no file in the scene's folders declares.
    static func place(
        in evolution: inout Evolution, placed: [(file: FlavorFile, path: String)], renders: Renders,
        policy: MergePolicy, missing: Set<String>
    ) throws {
        guard renders.before.count == placed.count, renders.after.count == placed.count,
            let router = placed.firstIndex(where: { $0.file.role == .router && $0.file.destination == .sources }),
            let view = placed.firstIndex(where: { $0.file.role == .view && $0.file.destination == .sources }),
            let routerEntry = evolution.files.firstIndex(where: {
                $0.path == placed[router].path && $0.status == .absent && $0.wouldGain
            }),
            let viewEntry = evolution.files.firstIndex(where: { $0.path == placed[view].path && $0.original != nil }),
            let beforeRouter = try? SwiftSource(renders.before[router].contents),
            let afterView = try? SwiftSource(renders.after[view].contents),
            let existing = try? SwiftSource(evolution.files[viewEntry].contents)
        else { return }
        // The render's router: a class holding the view controller, and the protocols it adopts.
        guard
            let routerClass = beforeRouter.declarations.first(where: {
                $0.keyword == "class" && $0.members.contains { $0.kind == .property && $0.name == "viewController" }
            }),
            let viewClass = afterView.declarations.first(where: { $0.keyword == "class" }),
            let routing = beforeRouter.declarations.first(where: {
                $0.keyword == "protocol" && routerClass.conformances.contains($0.name)
                    && !$0.members.contains { $0.name == "dataStore" }
            }),
            let routerProperty = viewClass.members.first(where: {
                $0.kind == .property && afterView.codeTexts($0.headerTokens).contains(routing.name)
            }),
            let ownClass = existing.declarations.first(where: { $0.keyword == "class" && $0.name == viewClass.name }),
            !declares(existing, type: viewClass.name, member: routerProperty.name)
        else { return }
        let folder = Paths.parentDirectory(of: placed[view].path)
        let path = (folder.isEmpty ? "" : folder + "/") + String(Paths.fileName(of: placed[router].path))
        guard POSIX.existence(of: path) == .missing else { return }

        // Data passing, when the scene has the data store it passes from.
        let dataPassing = beforeRouter.declarations.first {
            $0.keyword == "protocol" && routerClass.conformances.contains($0.name)
                && $0.members.contains { $0.kind == .property && $0.name == "dataStore" }
        }
        let dataStore = dataPassing?.members.first { $0.name == "dataStore" }.flatMap {
            firstTypeName(in: beforeRouter.codeTexts($0.headerTokens))
        }
        var notes: [String] = []
        var skeleton = renders.before[router].contents
        var propertyHeader = DeclarationMerger.header(of: routerProperty, in: afterView)
        let passesData = dataPassing != nil && dataStore.map { !missing.contains($0) } == true
        if let dataPassing, !passesData {
            skeleton = removing(dataPassing, from: beforeRouter, routerClass: routerClass)
            propertyHeader = propertyHeader.replacing(" & \(dataPassing.name)", with: "")
                .replacing("\(dataPassing.name) & ", with: "")
                .replacing("(\(routing.name))?", with: "\(routing.name)?")
            notes.append(
                "\(dataStore ?? "the data store") is not in the scene, so \(dataPassing.name) was left out of the router: "
                    + "it passes no data until the scene has one")
        }
        guard let skeletonSource = try? SwiftSource(skeleton) else { return }
        let declared = Set(skeletonSource.declarations.filter { $0.kind == .type }.map(\.name))
        var mergePolicy = policy
        mergePolicy.handWritten = true
        mergePolicy.missingTypes = missing.subtracting(declared).union(policy.alsoMissing)

        // The router: the flavor's, with its routes added as they are to a router a person wrote; with
        // no data store, routes that still show their destination, passing nothing.
        let afterRouter =
            passesData
            ? renders.after[router].contents
            : routesPassingNoData(renders.after[router].contents, before: beforeRouter)
        let merged = try DeclarationMerger.merge(
            path: path, existing: skeleton, before: renders.before[router].contents, after: afterRouter,
            policy: mergePolicy)
        var routerText = merged.text
        var routerSuggestions = merged.suggestions
        if !passesData, let dataStore {
            // The route's body is left empty for want of a data store, which a new file says so, not as
            // a declaration of its own that differs.
            routerText = routerText.replacing(
                "this file declares 'dataStore' otherwise than it writes it.",
                with: "the scene has no \(dataStore) to pass data from; show the destination here.")
            routerSuggestions = routerSuggestions.map { suggestion in
                guard suggestion.contains("uses 'dataStore', declared differently in this file"),
                    let name = suggestion.split(separator: " was added with an empty body").first
                else { return suggestion }
                return name
                    + " was added with an empty body: what vipgen writes in it passes data from \(dataStore), "
                    + "which the scene does not have; write its body by hand"
            }
        }
        var routerFile = EvolvedFile(path: path, status: .created, original: nil, contents: routerText)
        routerFile.added = skeletonSource.declarations.filter { $0.kind == .type }.map(\.displayName) + merged.added
        routerFile.suggestions = notes + routerSuggestions

        // The view controller: the router as one lazy property, then what the route adds (`prepare`).
        let interactor = dataStore.flatMap {
            passesData ? interactorExpression(placed: placed, ownClass: ownClass, in: existing, dataStore: $0) : nil
        }
        if passesData, interactor == nil, let dataStore {
            notes.append(
                "the router's dataStore is not set: \(viewClass.name) holds no interactor that is a \(dataStore); "
                    + "set it where the scene is put together")
        }
        guard
            let withRouter = inserting(
                routerPropertyText(header: propertyHeader, router: routerClass.name, interactor: interactor),
                into: ownClass, of: existing)
        else { return }
        func renderedView(_ text: String) -> String {
            // The render's property as the view controller now declares it (without the data passing it lacks).
            guard let source = try? SwiftSource(text),
                let rendered = source.declarations.first(where: { $0.name == viewClass.name })?.members.first(where: {
                    $0.kind == .property && $0.name == routerProperty.name
                }),
                let first = rendered.headerTokens.first, let last = rendered.headerTokens.last
            else { return text }
            let range = source.code[first].start..<source.code[last].end
            return source.text(0..<range.lowerBound) + propertyHeader
                + source.text(range.upperBound..<source.bytes.count)
        }
        let viewMerge = try DeclarationMerger.merge(
            path: placed[view].path, existing: withRouter, before: renderedView(renders.before[view].contents),
            after: renderedView(renders.after[view].contents), policy: mergePolicy)
        var viewFile = evolution.files[viewEntry]
        viewFile.contents = viewMerge.text
        viewFile.status = .updated
        viewFile.added = ["lazy var \(routerProperty.name) in \(viewClass.name)"] + viewMerge.added
        viewFile.notFound = viewMerge.notFound
        viewFile.suggestions = notes.filter { $0.hasPrefix("the router's") } + viewMerge.suggestions
        evolution.files[viewEntry] = viewFile
        evolution.files[routerEntry] = routerFile
        // The scene's tests were written for a scene with no router: what they would gain (a spy of the
        // router, tests of its routes) was merged against none, so it is left out, and said.
        let tests = Set(placed.filter { $0.file.destination == .tests }.map(\.path))
        for index in evolution.files.indices
        where tests.contains(evolution.files[index].path) && evolution.files[index].status == .updated {
            var file = evolution.files[index]
            file.contents = file.original ?? file.contents
            file.status = .unchanged
            file.added = []
            file.suggestions = [
                "the scene's router is new, so its routes' tests were left out of these tests: test them by hand"
            ]
            evolution.files[index] = file
        }
    }

    /// The render's router with each new route's data passing taken out of its body (the guard on the
    /// data stores, the call passing data), so that it shows its destination in a scene with no data
    /// store; the render as it is when a route's body still names a data store (a flavor of a team's
    /// own, or lines the fitter wrapped): its route is then added empty, and said.
    /// - Parameter only: the routes (`routeToTips`) to take it out of, when not every new one: those
    ///   leading to a scene that has no data store or no router to take the data.
    static func routesPassingNoData(_ text: String, before: SwiftSource, only: Set<String>? = nil) -> String {
        guard let rendered = try? SwiftSource(text) else { return text }
        let old = Set(before.declarations.flatMap { [$0] + $0.members }.map(\.name))
        // The lines of the routes to edit, 1-based.
        var lineRanges: [ClosedRange<Int>] = []
        for type in rendered.declarations where type.keyword == "class" {
            for method in type.members where method.kind == .function && !old.contains(method.name) {
                guard method.baseName.hasPrefix("route"), only?.contains(method.baseName) ?? true else { continue }
                lineRanges.append(
                    rendered.line(of: method.start)...rendered.line(of: max(method.start, method.end - 1)))
            }
        }
        guard !lineRanges.isEmpty else { return text }
        var lines: [Substring] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard lineRanges.contains(where: { $0.contains(index + 1) }) else {
                lines.append(line)
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let indentation = line.prefix(line.count - trimmed.count)
            if trimmed.hasPrefix("guard let viewController, let dataStore else {") {
                lines.append(indentation + "guard let viewController else { return }")
            } else if trimmed.hasPrefix("guard let destination, var destinationDataStore = "),
                trimmed.hasSuffix("else { return }")
            {
                lines.append(indentation + "guard let destination else { return }")
            } else if trimmed.hasPrefix("passDataTo"), trimmed.hasSuffix("destination: &destinationDataStore)") {
                continue
            } else {
                lines.append(line)
            }
        }
        let edited = lines.joined(separator: "\n")
        guard let source = try? SwiftSource(edited) else { return text }
        for type in source.declarations where type.keyword == "class" {
            for method in type.members where method.kind == .function && !old.contains(method.name) {
                guard method.baseName.hasPrefix("route"), only?.contains(method.baseName) ?? true,
                    let body = method.bodyTokens
                else { continue }
                if source.codeTexts(body).contains(where: { $0 == "dataStore" || $0 == "destinationDataStore" }) {
                    return text
                }
            }
        }
        return edited
    }

    /// Whether the file declares `member` in `type` or an extension of it.
    static func declares(_ source: SwiftSource, type: String, member: String) -> Bool {
        source.declarations.contains { declaration in
            declaration.name == type && declaration.members.contains { $0.name == member }
        }
    }

    /// The first type named in a property's header: `XDataStore` in `var dataStore: (any XDataStore)?`.
    static func firstTypeName(in texts: [String]) -> String? {
        guard let colon = texts.firstIndex(of: ":") else { return nil }
        return texts[(colon + 1)...].first { $0.first?.isLetter == true && $0 != "any" && $0 != "some" }
    }

    /// The render's router without `dataPassing`: its protocol (with the comments over it), its
    /// `dataStore` and its conformance.
    static func removing(_ dataPassing: SwiftDeclaration, from source: SwiftSource, routerClass: SwiftDeclaration)
        -> String
    {
        var edits: [TextEdit] = []
        func cut(_ range: Range<Int>) {
            edits.append(TextEdit(offset: range.lowerBound, length: range.count, text: "", order: edits.count))
        }
        let previous = source.declarations.last { $0.end <= dataPassing.start }
        let from = previous.map { source.lineEnd(after: $0.end - 1) } ?? source.lineStart(of: dataPassing.start)
        cut(from..<source.lineEnd(after: dataPassing.end - 1))
        if let property = routerClass.members.first(where: { $0.kind == .property && $0.name == "dataStore" }) {
            cut(source.lineStart(of: property.start)..<source.lineEnd(after: property.end - 1))
        }
        let header = Array(routerClass.headerTokens)
        if let position = header.firstIndex(where: { source.text(of: source.code[$0]) == dataPassing.name }) {
            let token = source.code[header[position]]
            if position > 0, source.text(of: source.code[header[position - 1]]) == "," {
                cut(source.code[header[position - 1]].start..<token.end)
            } else if position + 1 < header.count, source.text(of: source.code[header[position + 1]]) == "," {
                let next = position + 2 < header.count ? source.code[header[position + 2]].start : token.end
                cut(token.start..<next)
            }
        }
        return TextEdit.apply(edits, to: source.bytes)
    }

    /// What the router's `dataStore` is set to: the view controller's interactor, itself when its
    /// class adopts the data store, cast when it is held by a protocol; nil when there is none.
    static func interactorExpression(
        placed: [(file: FlavorFile, path: String)], ownClass: SwiftDeclaration, in view: SwiftSource,
        dataStore: String
    ) -> String? {
        guard
            let path = placed.first(where: { $0.file.role == .interactor && $0.file.destination == .sources })?.path,
            let bytes = POSIX.readFile(path),
            let source = try? SwiftSource(String(decoding: bytes, as: UTF8.self)),
            let interactor = source.declarations.first(where: { $0.keyword == "class" })
        else { return nil }
        let adopted = source.declarations.filter { $0.name == interactor.name }.flatMap(\.conformances)
        for property in ownClass.members where property.kind == .property {
            let texts = view.codeTexts(property.headerTokens)
            if texts.contains(interactor.name) {
                return adopted.contains(dataStore) ? "self.\(property.name)" : nil
            }
            if texts.contains(where: { adopted.contains($0) }) {
                return "self.\(property.name) as? \(dataStore)"
            }
        }
        return nil
    }

    /// The lazy property that makes the router, in the file's indentation and line breaks.
    static func routerPropertyText(header: String, router: String, interactor: String?) -> [String] {
        var words = header.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if let index = words.firstIndex(of: "var") { words.insert("lazy", at: index) }
        var lines = [
            words.joined(separator: " ") + " = {", "\tlet router = \(router)()", "\trouter.viewController = self",
        ]
        if let interactor { lines.append("\trouter.dataStore = \(interactor)") }
        lines += ["\treturn router", "}()"]
        return lines
    }

    /// `lines` (a tab where one level of indentation goes) inserted into `type` after its stored
    /// properties, at their indentation; nil when its body opens and closes on one line.
    static func inserting(_ lines: [String], into type: SwiftDeclaration, of source: SwiftSource) -> String? {
        guard let open = type.bodyOpen, let close = type.bodyClose, source.line(of: open) != source.line(of: close)
        else { return nil }
        let unit = IndentationStyle.detect(in: source, fallback: "    ").unit
        let lineBreak = LineBreakStyle.dominant(in: source.bytes)
        let leading = type.members.prefix { $0.kind == .property }
        let offset: Int
        let indentation: String
        if let last = leading.last {
            offset = source.lineEnd(after: last.end - 1)
            indentation = source.indentation(ofLineAt: last.start)
        } else {
            offset = source.lineEnd(after: open)
            indentation = source.indentation(ofLineAt: type.start) + unit
        }
        let text = lines.map { line in
            indentation + line.replacing("\t", with: unit)
        }.joined(separator: lineBreak)
        // The last line of a file may end with no line break.
        let needsBreak = offset > 0 && source.bytes[offset - 1] != UInt8(ascii: "\n")
        return TextEdit.apply(
            [TextEdit(offset: offset, length: 0, text: (needsBreak ? lineBreak : "") + text + lineBreak, order: 0)],
            to: source.bytes)
    }
}

/// A scene a new route leads to, as it is on disk: whether it can take the data a route passes.
enum RouteDestination {
    /// Nil when `scene` takes data as a route passes it (its view controller holds a `router`, and
    /// `{scene}DataStore` is declared beside its files), or is not on disk (vipgen writes it whole);
    /// else the types of it a route's data passing would use that it does not declare (maybe none).
    static func missingForData(_ scene: String, generator: SceneGenerator, disk: DiskSnapshot) -> Set<String>? {
        guard let placed = try? generator.placedFiles(for: SceneSpec(name: scene)),
            placed.contains(where: {
                $0.file.role == .view && $0.file.destination == .sources && POSIX.existence(of: $0.path) == .file
            })
        else { return nil }
        var folders: [String] = []
        for (file, path) in placed where file.destination == .sources && POSIX.existence(of: path) == .file {
            let folder = Paths.parentDirectory(of: path)
            if !folders.contains(folder) { folders.append(folder) }
        }
        // What the scene's files declare: a part holding a `router` (its view controller, a SwiftUI
        // scene's view state), and its data store.
        let store = scene + "DataStore"
        var holdsRouter = false
        var declaresStore = false
        for folder in folders {
            for name in POSIX.listDirectory(folder.isEmpty ? "." : folder) where name.hasSuffix(".swift") {
                guard let source = try? disk.source(folder.isEmpty ? name : folder + "/" + name)?.get() else {
                    continue
                }
                for declaration in source.declarations {
                    if declaration.keyword == "protocol", declaration.name == store { declaresStore = true }
                    if declaration.kind == .type || declaration.kind == .extension,
                        declaration.members.contains(where: { $0.kind == .property && $0.name == "router" })
                    {
                        holdsRouter = true
                    }
                }
            }
        }
        if holdsRouter && declaresStore { return nil }
        return declaresStore ? [] : [store]
    }
}
