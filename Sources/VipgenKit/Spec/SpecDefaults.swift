/// What a scene gets when the spec leaves something out.
enum SpecDefaults {
    /// The use case of a scene given none: the view's load asks the interactor to load what it shows.
    static let useCase = "Load"
}
