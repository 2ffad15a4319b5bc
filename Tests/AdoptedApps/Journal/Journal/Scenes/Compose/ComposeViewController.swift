import UIKit

protocol ComposeDisplayLogic: AnyObject {
    func displaySave(viewModel: Compose.Save.ViewModel)
}

class ComposeViewController: UIViewController, ComposeDisplayLogic {
    var interactor: ComposeBusinessLogic?
    var router: (ComposeRoutingLogic & ComposeDataPassing)?

    func save(text: String) {
        interactor?.save(request: Compose.Save.Request(text: text))
    }

    func displaySave(viewModel: Compose.Save.ViewModel) {
        title = viewModel.message
    }
}
