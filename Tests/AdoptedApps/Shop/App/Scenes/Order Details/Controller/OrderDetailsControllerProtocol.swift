import Foundation

protocol OrderDetailsControllerProtocol: AnyObject {
    func displayOrder(viewModel: OrderDetails.LoadOrder.ViewModel)
}
