import Foundation

/// Manages a table view: its view, loaded lazily, is a table view of the style it was made with (plain
/// unless `init(style:)` says otherwise) whose data source and delegate are the controller.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var style = UITableView.Style.plain

    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open var clearsSelectionOnViewWillAppear = true

    open var refreshControl: UIRefreshControl?

    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        let tableView = UITableView(frame: .zero, style: style)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    open func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
