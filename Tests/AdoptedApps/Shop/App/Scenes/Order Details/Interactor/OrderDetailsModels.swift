import Foundation

enum OrderDetails {
    enum LoadOrder {
        struct Request {
            let id: Int
        }
        struct Response {
            let order: String
        }
        struct ViewModel {
            let title: String
        }
    }
}
