import UIKit

final class EntryListController: UITableViewController {
    var interactor: EntryListBusinessLogic?
    var router: EntryListRoutingLogic?
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.loadEntries(request: EntryList.Entries.Request())
    }
}

extension EntryListController: EntryListDisplayLogic {
    func displayEntries(viewModel: EntryList.Entries.ViewModel) {
        titles = viewModel.titles
        tableView.reloadData()
    }
}
