import Foundation

protocol CheckoutWorkerDelegate: AnyObject {
    func checkoutWorker(_ worker: CheckoutWorker, didPlace confirmation: String)
}

final class CheckoutWorker {
    var delegate: CheckoutWorkerDelegate?

    func placeOrder() {
        delegate?.checkoutWorker(self, didPlace: "A-1")
    }
}
