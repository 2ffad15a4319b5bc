import Foundation

/// Manages a collection view: its view, loaded lazily, is a collection view with the layout the controller
/// was made with. Made without one (`init(nibName:bundle:)`, so also `init()`), loading the view stops the
/// program, as UIKit throws "UICollectionView must be initialized with a non-nil layout parameter".
@MainActor
open class UICollectionViewController: UIViewController {
    private var layout: UICollectionViewLayout?

    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open var collectionViewLayout: UICollectionViewLayout {
        layout ?? collectionView.collectionViewLayout
    }

    open var clearsSelectionOnViewWillAppear = true

    open var useLayoutToLayoutNavigationTransitions = false

    open var installsStandardGestureForInteractiveMovement = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open override func loadView() {
        guard let layout else {
            preconditionFailure("UICollectionView must be initialized with a non-nil layout parameter")
        }
        view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    }
}
