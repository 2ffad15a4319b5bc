import UIKit

protocol ComposeRoutingLogic {
    func routeToEntryList(segue: UIStoryboardSegue?)
    func routeToChangeTheme(segue: UIStoryboardSegue?)
}

protocol ComposeDataPassing {
    var dataStore: ComposeDataStore? { get }
}

class ComposeRouter: NSObject, ComposeRoutingLogic, ComposeDataPassing {
    weak var viewController: ComposeViewController?
    var dataStore: ComposeDataStore?

    func routeToEntryList(segue: UIStoryboardSegue?) {
        viewController?.dismiss(animated: true)
    }

    // Named for what it does: the theme is changed in the Settings screen.
    func routeToChangeTheme(segue: UIStoryboardSegue?) {
        let destination = SettingsViewController()
        navigateToChangeTheme(source: viewController!, destination: destination)
    }

    func navigateToChangeTheme(source: ComposeViewController, destination: SettingsViewController) {
        source.show(destination, sender: nil)
    }
}
