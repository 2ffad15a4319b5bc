import Foundation

/// The models' type named after the file, not the scene.
enum SettingsModels {
    enum Preferences {
        struct Request {}
        struct Response {
            let theme: String
        }
        struct ViewModel {
            let summary: String
        }
    }
}
