import Foundation

// A VIPER module: the view talks to the presenter, the presenter to the interactor.
protocol ReminderInteractorInput: AnyObject {
    func nextReminder() -> String
}

final class ReminderInteractor: ReminderInteractorInput {
    func nextReminder() -> String { "Write one line today" }
}
