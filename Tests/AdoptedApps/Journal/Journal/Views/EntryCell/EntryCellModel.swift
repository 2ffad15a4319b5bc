import Foundation

enum EntryCellModel {
    enum Configure {
        struct Request {
            let title: String
        }

        struct Response {
            let title: String
        }

        struct ViewModel {
            let title: String
        }
    }
}
