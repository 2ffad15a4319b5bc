import Foundation

enum Compose {
    enum Save {
        struct Request {
            var text: String
        }
        struct Response {
            var saved: Bool
        }
        struct ViewModel {
            var message: String
        }
    }
}
