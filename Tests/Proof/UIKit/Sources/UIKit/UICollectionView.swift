import Foundation

/// Decides where a collection view's items go; this base class keeps nothing.
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// The grid layout UIKit ships; it computes nothing here.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// A grid of items: keeps the layout it must be made with.
@MainActor
open class UICollectionView: UIView {
    open var collectionViewLayout: UICollectionViewLayout

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open func reloadData() {}
}
