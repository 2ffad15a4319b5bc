import UIKit

final class ReminderRouter {
    var viewController: ReminderViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
