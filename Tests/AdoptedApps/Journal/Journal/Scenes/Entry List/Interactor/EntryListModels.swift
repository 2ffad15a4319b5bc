import Foundation

enum EntryList {
    enum Entries {
        struct Request {}
        struct Response {
            let entries: [String]
        }
        struct ViewModel {
            let titles: [String]
        }
    }
}
