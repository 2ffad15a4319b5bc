import UIKit

protocol WelcomeDisplayLogic: AnyObject {
    func displayGreeting(viewModel: Welcome.Greeting.ViewModel)
}

class WelcomeViewController: UIViewController, WelcomeDisplayLogic {
    var interactor: WelcomeBusinessLogic?
    private let greetingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let interactor = WelcomeInteractor()
        let presenter = WelcomePresenter()
        interactor.presenter = presenter
        presenter.viewController = self
        self.interactor = interactor
        interactor.greet(request: Welcome.Greeting.Request())
    }

    func displayGreeting(viewModel: Welcome.Greeting.ViewModel) {
        greetingLabel.text = viewModel.text
    }
}
