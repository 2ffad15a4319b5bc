import Foundation

protocol OrderDetailsPresenterProtocol {
    func presentOrder(response: OrderDetails.LoadOrder.Response)
}
