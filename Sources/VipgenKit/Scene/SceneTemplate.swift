/// One file of a scene: the template that renders it and where it goes.
public struct SceneTemplate: Sendable, Equatable {
    public enum Destination: Sendable { case sources, tests }

    /// The template's name: `Templates/<name>.mustache`.
    public let name: String
    public let destination: Destination

    /// `ListMemes` + `ViewController` → `ListMemesViewController.swift`.
    public func fileName(scene: String) -> String { scene + name + ".swift" }

    /// Every file a scene has, in the order they are listed and written.
    public static let all: [SceneTemplate] = [
        .init(name: "ViewController", destination: .sources),
        .init(name: "Interactor", destination: .sources),
        .init(name: "Presenter", destination: .sources),
        .init(name: "Router", destination: .sources),
        .init(name: "Worker", destination: .sources),
        .init(name: "Models", destination: .sources),
        .init(name: "ViewControllerTests", destination: .tests),
        .init(name: "InteractorTests", destination: .tests),
        .init(name: "PresenterTests", destination: .tests),
        .init(name: "WorkerTests", destination: .tests),
    ]
}
