import Foundation

protocol ReminderViewOutput: AnyObject {
    func viewIsReady()
}

final class ReminderPresenter: ReminderViewOutput {
    var view: ReminderViewController?
    var interactor: ReminderInteractorInput?
    var router: ReminderRouter?

    func viewIsReady() {
        view?.show(interactor?.nextReminder() ?? "")
    }
}
