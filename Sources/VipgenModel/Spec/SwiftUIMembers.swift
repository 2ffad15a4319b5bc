/// The SwiftUI names a `swiftui` scene's generated code shares a namespace with: the one list vipgen
/// checks names against for SwiftUI, as `UIKitMembers` is for UIKit.
///
/// Source: the iOS 17 SDK's SwiftUI interface, for the declarations the `swiftui` templates use, and
/// the members Swift's `Identifiable` and `Hashable` give an enum.
///
/// A scene's generated `View` declares only `viewState`, `body` (`View`'s one requirement) and `load()`
/// (what its `.task` runs), and calls its modifiers (`task`, `alert`, `sheet`, `navigationDestination`,
/// `modifier`) on views, never on `self`: no use case, route or field name becomes a member of it, so
/// none can meet `View`'s members.
/// What a name can meet:
/// - the SwiftUI types the templates name (`View`, `VStack`, `NavigationStack`, …): a scene named like one
///   would hide it in the app's module; `ShadowedNames` refuses those, collected from the templates;
/// - `routeEnumMembers`: a route `X` declares `case x` in the scene's `<Scene>Route` enum, which is
///   `Identifiable` through its `id` and `Hashable` through `hashValue`.
public enum SwiftUIMembers {
    public static let routeEnumMembers: NameList = ["id", "hashValue"]
}
