import Foundation

final class OrderDetailsInteractor: OrderDetailsInteractorProtocol {
    var presenter: OrderDetailsPresenterProtocol?
    let worker = OrderDetailsWorker()

    func loadOrder(request: OrderDetails.LoadOrder.Request) {
        worker.fetchOrder(id: request.id) { [weak self] order in
            self?.presenter?.presentOrder(response: OrderDetails.LoadOrder.Response(order: order))
        }
    }
}
