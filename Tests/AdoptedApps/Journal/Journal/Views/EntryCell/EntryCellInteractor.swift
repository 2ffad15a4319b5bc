import Foundation

// A table cell's own little cycle: an interactor and a presenter serving a cell, not a screen.
protocol EntryCellBusinessLogic {
    func configure(request: EntryCellModel.Configure.Request)
}

final class EntryCellInteractor: EntryCellBusinessLogic {
    var presenter: EntryCellPresentationLogic?

    func configure(request: EntryCellModel.Configure.Request) {
        presenter?.presentConfigure(response: EntryCellModel.Configure.Response(title: request.title))
    }
}
