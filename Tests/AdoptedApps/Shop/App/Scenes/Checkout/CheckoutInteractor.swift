import Foundation

protocol CheckoutBusinessLogic {
    func placeOrder(request: Checkout.PlaceOrder.Request)
}

final class CheckoutInteractor: CheckoutBusinessLogic {
    var presenter: CheckoutPresentationLogic?
    let worker = CheckoutWorker()

    func placeOrder(request: Checkout.PlaceOrder.Request) {
        worker.delegate = self
        worker.placeOrder()
    }
}

extension CheckoutInteractor: CheckoutWorkerDelegate {
    func checkoutWorker(_ worker: CheckoutWorker, didPlace confirmation: String) {
        presenter?.presentPlaceOrder(response: Checkout.PlaceOrder.Response(confirmation: confirmation))
    }
}
