import UIKit

protocol SettingsDisplayLogic: AnyObject {
    func displayPreferences(viewModel: SettingsModels.Preferences.ViewModel)
}

class SettingsViewController: UIViewController, SettingsDisplayLogic {
    var interactor: SettingsBusinessLogic?
    var router: SettingsRouter?

    override func viewDidLoad() {
        super.viewDidLoad()
        setup()
        interactor?.preferences(request: SettingsModels.Preferences.Request())
    }

    /// Not a use case: the view's own set-up.
    private func setup() {
        view.backgroundColor = .systemBackground
    }

    func displayPreferences(viewModel: SettingsModels.Preferences.ViewModel) {
        title = viewModel.summary
    }
}
