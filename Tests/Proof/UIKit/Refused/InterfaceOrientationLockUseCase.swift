// expect: overriding declaration requires an 'override' keyword
// The view controller vipgen would write for a use case `SetNeedsUpdateOfPrefersInterfaceOrientationLocked`
// if it did not refuse the name: iOS 26's UIViewController declares it as a method.
import UIKit

final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    }

    func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}
}
