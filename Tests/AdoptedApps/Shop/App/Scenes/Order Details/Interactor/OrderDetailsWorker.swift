import Foundation

final class OrderDetailsWorker {
    func fetchOrder(id: Int, completion: @escaping (String) -> Void) {
        completion("Order \(id)")
    }
}
