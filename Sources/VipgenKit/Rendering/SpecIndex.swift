/// The scenes of a spec by name, for routes to find their destination.
struct SpecIndex {
    /// Each scene with its place in the spec.
    private let scenes: [String: (scene: SceneSpec, position: Int)]
    /// One scene in another version than `scenes` has (or added to them), without copying them.
    private var replaced: SceneSpec?

    init(_ scenes: [SceneSpec]) {
        // Names are unique in a validated spec; the first wins otherwise.
        self.scenes = Dictionary(
            scenes.enumerated().map { ($1.name, ($1, $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The same scenes with `scene` in place of the one of its name, in constant time: evolving
    /// renders each scene against the spec with that scene changed, once per scene of the spec.
    func replacing(_ scene: SceneSpec) -> SpecIndex {
        var index = self
        index.replaced = scene
        return index
    }

    subscript(name: String) -> SceneSpec? {
        if let replaced, replaced.name == name { return replaced }
        return scenes[name]?.scene
    }

    /// Where the scene named `name` is in the spec; nil when it is not there.
    func position(of name: String) -> Int? {
        scenes[name]?.position
    }
}
