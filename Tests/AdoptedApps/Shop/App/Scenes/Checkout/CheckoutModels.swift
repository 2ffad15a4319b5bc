import Foundation

enum Checkout {
    enum PlaceOrder {
        struct Request {}
        struct Response {
            let confirmation: String
        }
        struct ViewModel {
            let message: String
        }
    }
}
