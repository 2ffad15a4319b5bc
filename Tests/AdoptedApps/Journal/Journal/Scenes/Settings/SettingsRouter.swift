import UIKit

protocol SettingsRoutingLogic {
    func close()
}

/// No data store, no data passing: it only closes the screen.
class SettingsRouter: SettingsRoutingLogic {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
