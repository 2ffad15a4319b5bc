/// One thing a scene can gain after it was generated: a use case, a data store field, a route.
struct SceneItem: Equatable, Sendable, CustomStringConvertible {
    let kind: any ItemKind.Type
    /// As the spec writes it: `DeleteMeme`, `isFavorite: Bool`.
    let text: String

    init(_ kind: any ItemKind.Type, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// What tells it from the other items of its kind: `isFavorite` for `isFavorite: Bool`.
    var name: String { kind.name(of: text) }

    var description: String { text }

    static func == (a: SceneItem, b: SceneItem) -> Bool { a.kind == b.kind && a.text == b.text }
}

/// Items of a scene, of any kinds, in the order they were given.
struct SceneItems: Equatable, Sendable {
    var items: [SceneItem]

    init(_ items: [SceneItem] = []) {
        self.items = items
    }

    /// Every item the scene's spec lists, kind by kind in `ItemKinds.all`'s order.
    init(of scene: SceneSpec) {
        items = ItemKinds.all.flatMap { kind in kind.texts(of: scene).map { SceneItem(kind, $0) } }
    }

    var isEmpty: Bool { items.isEmpty }

    /// The items of `kind`, in order.
    subscript(kind: any ItemKind.Type) -> [SceneItem] { items.filter { $0.kind == kind } }

    /// Each item alone, in order.
    var each: [SceneItems] { items.map { SceneItems([$0]) } }

    static func += (items: inout SceneItems, more: SceneItems) { items.items += more.items }
}

extension SceneSpec {
    /// The use cases the scene's files have: its own, or the default one when the spec names none.
    var effectiveUseCases: [String] { UseCaseItem.effectiveTexts(of: self) }

    /// The scene with `items` appended, skipping those it has already (by name). A kind whose
    /// defaults the scene had (it listed none) lists them before the new items.
    func adding(_ items: SceneItems) -> SceneSpec {
        var scene = self
        for kind in ItemKinds.all {
            let effective = kind.effectiveTexts(of: self)
            let names = Set(effective.map(kind.name(of:)))
            let new = items[kind].map(\.text).filter { !names.contains(kind.name(of: $0)) }
            guard !new.isEmpty else { continue }
            if kind.texts(of: self).isEmpty { kind.append(effective, to: &scene) }
            kind.append(new, to: &scene)
        }
        return scene
    }

    /// The scene without `items`: what its files were generated from before the items were added.
    func removing(_ items: SceneItems) -> SceneSpec {
        var scene = self
        for kind in ItemKinds.all {
            let names = Set(items[kind].map(\.name))
            if !names.isEmpty { kind.keep(&scene) { !names.contains($0) } }
        }
        return scene
    }

    /// What `adding(items)` actually adds.
    func missing(_ items: SceneItems) -> SceneItems {
        SceneItems(
            items.items.filter { item in
                !item.kind.effectiveTexts(of: self).contains { item.kind.name(of: $0) == item.name }
            })
    }
}

/// Kinds are their descriptor types: two items are of one kind when their types are the same.
func == (a: any ItemKind.Type, b: any ItemKind.Type) -> Bool {
    ObjectIdentifier(a) == ObjectIdentifier(b)
}
