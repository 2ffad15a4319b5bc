import UIKit

protocol ComposeRoutingLogic {
    func routeToEntryList(segue: UIStoryboardSegue?)
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
}
