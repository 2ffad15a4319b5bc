import Foundation

protocol BrowseBusinessLogic: AnyObject {
    func search(_ request: BrowseModel.Search.Request)
}

final class BrowseInteractor: BrowseBusinessLogic {
    var presenter: BrowsePresentationLogic?
    private let worker = BrowseWorker()

    func search(_ request: BrowseModel.Search.Request) {
        Task {
            let names = (try? await worker.search(request.text)) ?? []
            await show(names)
        }
    }

    private func show(_ names: [String]) async {
        await MainActor.run {
            presenter?.presentResults(BrowseModel.Search.Response(names: names))
        }
    }
}
