import Foundation

protocol CheckoutPresentationLogic {
    func presentPlaceOrder(response: Checkout.PlaceOrder.Response)
}

final class CheckoutPresenter: CheckoutPresentationLogic {
    weak var viewController: CheckoutDisplayLogic?

    func presentPlaceOrder(response: Checkout.PlaceOrder.Response) {
        viewController?.displayPlaceOrder(viewModel: Checkout.PlaceOrder.ViewModel(message: response.confirmation))
    }
}
