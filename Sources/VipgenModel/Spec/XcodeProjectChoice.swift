/// What `vipgen init` writes into a starter spec's `xcodeproj`, `target` and `testTarget`.
public struct XcodeProjectChoice: Equatable, Sendable {
    public init(path: String, target: String? = nil, testTarget: String? = nil) {
        self.path = path
        self.target = target
        self.testTarget = testTarget
    }

    /// Relative to the spec's folder.
    public var path: String
    public var target: String?
    public var testTarget: String?
}
