import Foundation

protocol SettingsWorkerDelegate: AnyObject {
    func workerDidLoad(theme: String)
}

/// Answers through a delegate, held weakly.
class SettingsWorker {
    weak var delegate: SettingsWorkerDelegate?

    func load() {
        delegate?.workerDidLoad(theme: "dark")
    }
}
