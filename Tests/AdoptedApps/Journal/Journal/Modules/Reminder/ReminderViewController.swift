import UIKit

final class ReminderViewController: UIViewController {
    var output: ReminderViewOutput?
    private let reminderLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        output?.viewIsReady()
    }

    func show(_ reminder: String) {
        reminderLabel.text = reminder
    }
}
