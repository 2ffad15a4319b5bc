import UIKit

protocol WelcomeBusinessLogic {
    func greet(request: Welcome.Greeting.Request)
}

protocol WelcomeDataStore {
    var name: String { get set }
}

class WelcomeInteractor: WelcomeBusinessLogic, WelcomeDataStore {
    var presenter: WelcomePresentationLogic?
    var name = "friend"

    func greet(request: Welcome.Greeting.Request) {
        presenter?.presentGreeting(response: Welcome.Greeting.Response(name: name))
    }
}
