import UIKit

class ListProductsWorker
{
  func fetchProducts() -> [String]
  {
    return ["Kettle", "Teapot"]
  }
}
