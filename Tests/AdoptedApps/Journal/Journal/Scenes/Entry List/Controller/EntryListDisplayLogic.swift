import Foundation

protocol EntryListDisplayLogic: AnyObject {
    func displayEntries(viewModel: EntryList.Entries.ViewModel)
}
