import UIKit

protocol TipsDisplayLogic: AnyObject {
    func displayTips(_ tips: [String])
}

class TipsViewController: UIViewController {
    var interactor: TipsBusinessLogic?
    var tips: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let interactor = TipsInteractor()
        let presenter = TipsPresenter()
        interactor.presenter = presenter
        presenter.viewController = self
        self.interactor = interactor
        interactor.fetchTips()
    }
}

extension TipsViewController: TipsDisplayLogic {
    func displayTips(_ tips: [String]) {
        self.tips = tips
    }
}
