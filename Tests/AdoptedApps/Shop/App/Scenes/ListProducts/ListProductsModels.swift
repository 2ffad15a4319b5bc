import UIKit

enum ListProducts
{
  // MARK: Use cases

  enum FetchProducts
  {
    struct Request
    {
    }
    struct Response
    {
      var products: [String]
    }
    struct ViewModel
    {
      var names: [String]
    }
  }

  struct ProductRow
  {
    var name: String
  }
}
