import Foundation

enum BrowseModel {
    enum Search {
        struct Request {
            let text: String
        }
        struct Response {
            let names: [String]
        }
        struct ViewModel {
            let rows: [String]
        }
    }
}
