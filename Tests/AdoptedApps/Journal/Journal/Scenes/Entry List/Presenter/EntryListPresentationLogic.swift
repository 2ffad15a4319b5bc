import Foundation

protocol EntryListPresentationLogic {
    func presentEntries(response: EntryList.Entries.Response)
}
