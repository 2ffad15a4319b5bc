import UIKit

final class EntryCell: UITableViewCell {
    var interactor: EntryCellBusinessLogic?
    private let titleLabel = UILabel()

    func show(_ viewModel: EntryCellModel.Configure.ViewModel) {
        titleLabel.text = viewModel.title
    }
}
