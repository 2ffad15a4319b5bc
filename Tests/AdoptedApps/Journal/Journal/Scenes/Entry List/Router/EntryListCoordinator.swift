import UIKit

/// Holds its screen as any view controller and passes no data: no data store.
final class EntryListCoordinator: EntryListRoutingLogic {
    weak var viewController: UIViewController?

    func showCompose() {
        viewController?.present(ComposeViewController(), animated: true)
    }
}
