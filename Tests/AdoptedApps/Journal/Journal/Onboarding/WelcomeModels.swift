import UIKit

enum Welcome {
    enum Greeting {
        struct Request {}

        struct Response {
            let name: String
        }

        struct ViewModel {
            let text: String
        }
    }
}
