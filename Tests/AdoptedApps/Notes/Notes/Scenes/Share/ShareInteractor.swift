import Foundation

protocol ShareBusinessLogic {
    func loadDraft(request: Share.Draft.Request)
}

protocol ShareDataStore {
    var text: String { get set }
}

final class ShareInteractor: ShareBusinessLogic, ShareDataStore {
    var presenter: SharePresentationLogic?
    var text = ""

    func loadDraft(request: Share.Draft.Request) {
        presenter?.presentDraft(response: Share.Draft.Response(text: text))
    }
}
