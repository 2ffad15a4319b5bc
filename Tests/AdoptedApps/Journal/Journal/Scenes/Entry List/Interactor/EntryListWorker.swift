import Foundation

/// Reads the entries and answers through a callback.
final class EntryListWorker {
    func fetchEntries(completion: @escaping ([String]) -> Void) {
        completion(["Monday", "Tuesday"])
    }
}
