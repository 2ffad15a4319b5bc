import Foundation

/// A list of rows: keeps its style, data source and delegate, and asks the data source for its row
/// count. It lays out nothing and has no reuse queue, so `dequeueReusableCell(withIdentifier:)` is nil,
/// as in UIKit before any cell scrolls off screen.
@MainActor
open class UITableView: UIView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    private var styleValue = Style.plain
    private var selectedRow: IndexPath?

    open var style: UITableView.Style { styleValue }
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?

    public init(frame: CGRect, style: UITableView.Style) {
        styleValue = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    open func reloadData() {}

    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        nil
    }

    /// The selected row: UIKit selects a tapped row before it tells the delegate, so a router reading
    /// it from `prepare(for:sender:)` or `tableView(_:didSelectRowAt:)` sees the tapped row.
    open var indexPathForSelectedRow: IndexPath? { selectedRow }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        selectedRow = indexPath
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedRow == indexPath { selectedRow = nil }
    }
}

/// Answers a table view's questions about its rows (UIKit's optional `numberOfSections(in:)` defaults
/// to one section).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Hears about a table view's selection (UIKit's optional method defaults to doing nothing).
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A row's view: keeps its style, reuse identifier and the labels of the standard styles
/// (`detailTextLabel` is nil for the default style, as in UIKit).
@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    private var reuseIdentifierValue: String?
    private let textLabelValue = UILabel()
    private var detailTextLabelValue: UILabel?

    open var reuseIdentifier: String? { reuseIdentifierValue }
    open var textLabel: UILabel? { textLabelValue }
    open var detailTextLabel: UILabel? { detailTextLabelValue }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        reuseIdentifierValue = reuseIdentifier
        detailTextLabelValue = style == .default ? nil : UILabel()
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
}

/// UIKit's index path of a row in a section of a table view.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
