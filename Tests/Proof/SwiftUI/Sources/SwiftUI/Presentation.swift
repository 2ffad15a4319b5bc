/// What `task(priority:_:)` attached: the work to start when the view appears, cancelled when it goes.
struct TaskModifier {
    let priority: TaskPriority
    let action: @isolated(any) () async -> Void
}

/// What `alert(_:isPresented:presenting:actions:message:)` attached.
struct AlertModifier<T, A: View, M: View> {
    let title: Text
    let isPresented: Binding<Bool>
    let data: T?
    let actions: (T) -> A
    let message: (T) -> M
}

/// What `sheet(item:onDismiss:content:)` attached.
struct SheetItemModifier<Item: Identifiable, Content: View> {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> Content
}

/// What `sheet(isPresented:onDismiss:content:)` attached.
struct SheetModifier<Content: View> {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> Content
}

/// What `onAppear(perform:)` attached.
struct AppearModifier {
    let action: (() -> Void)?
}

/// What `refreshable(action:)` attached.
struct RefreshModifier {
    let action: @Sendable () async -> Void
}

extension View {
    /// Starts `action` before the view appears and cancels it when the view disappears (iOS 15). The
    /// action inherits the caller's actor: in `body`, the main actor.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        ModifiedContent(content: self, modifier: TaskModifier(priority: priority, action: action))
    }

    /// Runs `action` before the view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: AppearModifier(action: action))
    }

    /// Pull to refresh (iOS 15): when the person pulls, SwiftUI shows the refresh indicator, awaits
    /// `action`, and hides the indicator when the action returns.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedContent(content: self, modifier: RefreshModifier(action: action))
    }

    /// Shows an alert while `isPresented` is true, built from `data` (the alert shows only while `data`
    /// is not nil); any action dismisses it and sets `isPresented` back to false (iOS 15).
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        ModifiedContent(
            content: self,
            modifier: AlertModifier(
                title: Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: message))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        ModifiedContent(
            content: self,
            modifier: AlertModifier(
                title: Text(title), isPresented: isPresented, data: data, actions: actions, message: message))
    }

    /// Presents the sheet `content` builds for `item` while `item` is not nil; dismissing it sets `item`
    /// back to nil.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedContent(content: self, modifier: SheetItemModifier(item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents the sheet `content` builds while `isPresented` is true.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        ModifiedContent(
            content: self, modifier: SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }
}
