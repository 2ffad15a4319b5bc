import UIKit

protocol ShareDisplayLogic: AnyObject {
    func displayDraft(viewModel: Share.Draft.ViewModel)
}

final class ShareViewController: UIViewController, ShareDisplayLogic {
    var interactor: ShareBusinessLogic?
    private(set) var shownText = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        // Put together here: the scene has no setup() and no router.
        let interactor = ShareInteractor()
        let presenter = SharePresenter()
        interactor.presenter = presenter
        presenter.viewController = self
        self.interactor = interactor
        interactor.loadDraft(request: Share.Draft.Request())
    }

    func displayDraft(viewModel: Share.Draft.ViewModel) {
        shownText = viewModel.text
    }
}
