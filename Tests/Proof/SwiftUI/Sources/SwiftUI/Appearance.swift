/// How SwiftUI shows a view, as far as a scene's behaviour depends on it: what runs each time the view
/// appears, and where its navigation destinations push. SwiftUI does this itself, with no public API; the
/// stand-in's own tests call these to check the behaviour the generated scenes rely on.

/// A view the stand-in can look into: a modified view (its content and its modifier), a view modifier's
/// body, a view's body, a navigation stack's root.
@MainActor
protocol ViewTreeNode {
    /// The views and modifiers directly inside, outermost first.
    var children: [Any] { get }
}

extension ModifiedContent: ViewTreeNode {
    var children: [Any] {
        [modifier, content] + (expandedBody(of: modifier).map { [$0] } ?? [])
    }
}

extension NavigationStack: ViewTreeNode {
    var children: [Any] { [root] }
}

extension TupleView: ViewTreeNode {
    var children: [Any] { Mirror(reflecting: value).children.map(\.value) }
}

extension VStack: ViewTreeNode {
    var children: [Any] { [content] }
}

/// What a view modifier of the app's own builds (`body(content:)`), or nil for another value.
@MainActor
private func expandedBody(of modifier: Any) -> Any? {
    guard let modifier = modifier as? any ViewModifier else { return nil }
    return body(of: modifier)
}

@MainActor
private func body<M: ViewModifier>(of modifier: M) -> Any {
    modifier.body(content: _ViewModifier_Content<M>())
}

/// Every value inside `view`, depth first, stopping at a navigation stack when `enteringStacks` is false:
/// a stack inside a view keeps its own destinations.
@MainActor
private func walk(_ view: Any, enteringStacks: Bool = true, _ visit: (Any) -> Void) {
    visit(view)
    if let node = view as? ViewTreeNode {
        if !enteringStacks, node is any NavigationStackMarker { return }
        for child in node.children { walk(child, enteringStacks: enteringStacks, visit) }
    } else if let view = view as? any View, let body = body(of: view) {
        walk(body, enteringStacks: enteringStacks, visit)
    }
}

/// A view's body, or nil for a view SwiftUI draws itself (whose body must not be read).
@MainActor
private func body<V: View>(of view: V) -> Any? {
    V.Body.self == Never.self ? nil : view.body
}

/// Marks `NavigationStack` whatever its generic arguments.
protocol NavigationStackMarker {}
extension NavigationStack: NavigationStackMarker {}

/// Shows `view` once: SwiftUI starts the work each of its `task` modifiers attached, each time the view
/// appears (the first time, and again after a pop or a tab switch), and cancels it when the view
/// disappears. Returns the tasks started.
@MainActor
func appear(_ view: some View) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    walk(view) { value in
        if let modifier = value as? TaskModifier {
            let action = modifier.action
            tasks.append(Task(priority: modifier.priority) { await action() })
        }
    }
    return tasks
}

/// Pulls `view` to refresh: awaits each action its `refreshable(action:)` modifiers attached, and
/// returns when they have returned, as the refresh indicator then ends.
@MainActor
func refresh(_ view: some View) async {
    var actions: [@Sendable () async -> Void] = []
    walk(view) { value in
        if let modifier = value as? RefreshModifier { actions.append(modifier.action) }
    }
    for action in actions { await action() }
}

/// What `root`, shown as the root of a hosting controller or a window, pushes: the view the first
/// `navigationDestination(item:)` holding an item builds, when `root` is a `NavigationStack`; nothing
/// when it is not, whatever destinations it holds, as there is no stack to push onto.
@MainActor
func pushedView(showing root: some View) -> Any? {
    guard let stack = root as? ViewTreeNode, root is any NavigationStackMarker else { return nil }
    var pushed: Any?
    for child in stack.children {
        walk(child, enteringStacks: false) { value in
            if pushed == nil, let destination = value as? any PushingDestination {
                pushed = destination.pushedView
            }
        }
    }
    return pushed
}

/// A navigation destination that may be holding an item to push.
@MainActor
protocol PushingDestination {
    /// The view built for the item it holds, or nil when it holds none.
    var pushedView: Any? { get }
}

extension NavigationDestinationItem: PushingDestination {
    var pushedView: Any? { item.wrappedValue.map(destination) }
}
