import Foundation

enum About {
    enum Credits {
        struct Request {}

        struct Response {
            let names: [String]
        }

        struct ViewModel {
            let text: String
        }
    }
}
