import Foundation

protocol OrderDetailsInteractorProtocol {
    func loadOrder(request: OrderDetails.LoadOrder.Request)
}
