import Foundation

protocol SharePresentationLogic {
    func presentDraft(response: Share.Draft.Response)
}

final class SharePresenter: SharePresentationLogic {
    weak var viewController: ShareDisplayLogic?

    func presentDraft(response: Share.Draft.Response) {
        let text = response.text.isEmpty ? "Nothing to share yet" : response.text
        viewController?.displayDraft(viewModel: Share.Draft.ViewModel(text: text))
    }
}
