import UIKit

protocol EntryListRoutingLogic {
    func showCompose()
}
