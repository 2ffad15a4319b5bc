import Foundation

protocol EntryCellPresentationLogic {
    func presentConfigure(response: EntryCellModel.Configure.Response)
}

final class EntryCellPresenter: EntryCellPresentationLogic {
    weak var cell: EntryCell?

    func presentConfigure(response: EntryCellModel.Configure.Response) {
        cell?.show(EntryCellModel.Configure.ViewModel(title: response.title.uppercased()))
    }
}
