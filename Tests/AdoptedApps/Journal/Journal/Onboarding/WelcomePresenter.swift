import UIKit

protocol WelcomePresentationLogic {
    func presentGreeting(response: Welcome.Greeting.Response)
}

class WelcomePresenter: WelcomePresentationLogic {
    weak var viewController: WelcomeDisplayLogic?

    func presentGreeting(response: Welcome.Greeting.Response) {
        viewController?.displayGreeting(viewModel: Welcome.Greeting.ViewModel(text: "Hello, \(response.name)"))
    }
}
