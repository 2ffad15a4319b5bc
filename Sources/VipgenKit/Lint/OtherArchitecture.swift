import SwiftScanning

/// Units that have a VIP scene's file names but not its shape, so that a spec-less `lint`, `init` and
/// `add` leave them alone: they are another architecture's, and every rule of the VIP cycle would be
/// a false finding on them.
enum OtherArchitecture {
    /// Why the unit of `files` (roles and paths) named `scene` is not a VIP scene, or nil when it is one.
    ///
    /// - No view part (`ListViewController.swift`, a SwiftUI `ListView.swift`): an interactor and
    ///   presenter serving a table cell (`PostCellInteractor` beside `PostCell.swift`), not a screen.
    /// - A presenter holding the interactor: VIPER, where the view talks to the presenter and the
    ///   presenter to the interactor; in VIP the view holds the interactor and the presenter never does.
    static func reason(_ scene: String, files: [(role: VIPRole?, path: String)]) -> String? {
        if !files.contains(where: { $0.role == .view }) { return "no view" }
        for file in files where file.role == .presenter {
            guard let text = try? FileReader.readText(file.path), let source = try? SwiftSource(text) else { continue }
            for declaration in source.declarations
            where declaration.isContainer && declaration.name == scene + "Presenter"
                && declaration.members.contains(where: { $0.kind == .property && $0.name == "interactor" })
            {
                return "a presenter holding the interactor (VIPER)"
            }
        }
        return nil
    }
}
