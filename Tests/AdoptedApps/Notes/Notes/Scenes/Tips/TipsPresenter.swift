import Foundation

protocol TipsPresentationLogic {
    func presentTips(_ tips: [String])
}

class TipsPresenter: TipsPresentationLogic {
    weak var viewController: TipsDisplayLogic?

    func presentTips(_ tips: [String]) {
        viewController?.displayTips(tips.map { "• " + $0 })
    }
}
