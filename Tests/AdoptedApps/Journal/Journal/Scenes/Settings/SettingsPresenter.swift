import Foundation

protocol SettingsPresentationLogic {
    func presentPreferences(response: SettingsModels.Preferences.Response)
}

class SettingsPresenter: SettingsPresentationLogic {
    weak var viewController: SettingsDisplayLogic?

    func presentPreferences(response: SettingsModels.Preferences.Response) {
        viewController?.displayPreferences(viewModel: SettingsModels.Preferences.ViewModel(summary: response.theme))
    }
}
