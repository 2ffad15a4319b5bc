import Foundation

protocol ComposePresentationLogic {
    func presentSave(response: Compose.Save.Response)
}

class ComposePresenter: ComposePresentationLogic {
    weak var viewController: ComposeDisplayLogic?

    func presentSave(response: Compose.Save.Response) {
        viewController?.displaySave(viewModel: Compose.Save.ViewModel(message: response.saved ? "Saved" : "Not saved"))
    }
}
