import Foundation

protocol ComposeBusinessLogic {
    func save(request: Compose.Save.Request)
}

protocol ComposeDataStore {
    var draft: String? { get }
}

class ComposeInteractor: ComposeBusinessLogic, ComposeDataStore {
    var presenter: ComposePresentationLogic?
    var worker: ComposeWorker?
    var draft: String?

    func save(request: Compose.Save.Request) {
        worker = ComposeWorker()
        let saved = worker?.save(request.text) ?? false
        draft = saved ? nil : request.text
        presenter?.presentSave(response: Compose.Save.Response(saved: saved))
    }
}
