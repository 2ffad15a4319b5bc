// expect: ambiguous use of 'copy()'
// The view controller vipgen would write for a use case `Copy`: NSObject declares `copy()`.
import UIKit

final class ClipboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        copy()
    }

    func copy() {}
}
