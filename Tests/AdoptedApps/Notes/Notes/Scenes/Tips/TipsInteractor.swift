import Foundation

// No models file: the scene passes plain values.
protocol TipsBusinessLogic {
    func fetchTips()
}

class TipsInteractor: TipsBusinessLogic {
    var presenter: TipsPresentationLogic?

    func fetchTips() {
        presenter?.presentTips(["Swipe left to delete a note", "Pin a note to keep it on top"])
    }
}
