import Foundation

protocol CheckoutBusinessLogic {
    func placeOrder(request: Checkout.PlaceOrder.Request)
}

protocol CheckoutDataStore {
    var confirmation: String! { get set }
}

final class CheckoutInteractor: CheckoutBusinessLogic, CheckoutDataStore {
    var presenter: CheckoutPresentationLogic?
    let worker = CheckoutWorker()
    var confirmation: String!

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
