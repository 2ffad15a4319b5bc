import Foundation

protocol SettingsBusinessLogic {
    func preferences(request: SettingsModels.Preferences.Request)
}

protocol SettingsDataStore {
    var theme: String { get }
}

class SettingsInteractor: SettingsBusinessLogic, SettingsDataStore, SettingsWorkerDelegate {
    private let presenter: SettingsPresentationLogic
    private let worker: SettingsWorker
    var theme = "light"

    init(presenter: SettingsPresentationLogic, worker: SettingsWorker = SettingsWorker()) {
        self.presenter = presenter
        self.worker = worker
        worker.delegate = self
    }

    func preferences(request: SettingsModels.Preferences.Request) {
        worker.load()
    }

    func workerDidLoad(theme: String) {
        self.theme = theme
        presenter.presentPreferences(response: SettingsModels.Preferences.Response(theme: theme))
    }
}
