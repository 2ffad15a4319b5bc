import UIKit

protocol AboutDisplayLogic: AnyObject {
    func displayCredits(viewModel: About.Credits.ViewModel)
}

/// The app's coordinator closes the screen: the scene has no router.
protocol AboutCoordinatorDelegate: AnyObject {
    func aboutDidFinish()
}

final class AboutViewController: UIViewController, AboutDisplayLogic {
    var interactor: AboutBusinessLogic?
    weak var coordinator: AboutCoordinatorDelegate?
    private let creditsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let interactor = AboutInteractor()
        let presenter = AboutPresenter()
        interactor.presenter = presenter
        presenter.viewController = self
        self.interactor = interactor
        interactor.loadCredits()
    }

    func displayCredits(viewModel: About.Credits.ViewModel) {
        creditsLabel.text = viewModel.text
    }
}
