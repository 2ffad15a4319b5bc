// expect: overriding declaration requires an 'override' keyword
// The view controller vipgen would write for a use case `UpdateProperties` if it did not refuse the
// name: iOS 26's UIViewController already declares `updateProperties()`.
import UIKit

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        updateProperties()
    }

    func updateProperties() {}
}
