import Foundation

protocol AboutPresentationLogic {
    func presentCredits(response: About.Credits.Response)
}

final class AboutPresenter: AboutPresentationLogic {
    weak var viewController: AboutDisplayLogic?

    func presentCredits(response: About.Credits.Response) {
        let text = response.names.joined(separator: ", ")
        viewController?.displayCredits(viewModel: About.Credits.ViewModel(text: text))
    }
}
