// The shape of the refused files with nothing refused in it: a view controller with its own request
// method, iOS 15 APIs, and a button tapped the iOS 15 way. It must type-check, so each refused file fails
// for what it does and not for how it is built.
import UIKit

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
        _ = sheetPresentationController
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            customView: UIButton(primaryAction: UIAction(title: "Save") { [weak self] _ in self?.refresh() })
        )
        (navigationItem.rightBarButtonItem?.customView as? UIControl)?.sendActions(for: .primaryActionTriggered)
    }

    func refresh() {}
}
