import Foundation

enum Share {
    enum Draft {
        struct Request {}

        struct Response {
            let text: String
        }

        struct ViewModel {
            let text: String
        }
    }
}
