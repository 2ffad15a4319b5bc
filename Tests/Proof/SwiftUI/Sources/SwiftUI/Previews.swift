/// A type Xcode finds and shows in its canvas: `previews` is the views to show. The `#Preview` macro
/// is the newer form; this one is plain Swift, so it builds without Xcode's macro plug-ins.
@MainActor
@preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View

    @ViewBuilder
    @MainActor
    @preconcurrency
    static var previews: Self.Previews { get }
}
