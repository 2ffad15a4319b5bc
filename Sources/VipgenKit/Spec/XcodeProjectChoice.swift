/// What `vipgen init` writes into a starter spec's `xcodeproj`, `target` and `testTarget`.
struct XcodeProjectChoice: Equatable, Sendable {
    init(path: String, target: String? = nil, testTarget: String? = nil) {
        self.path = path
        self.target = target
        self.testTarget = testTarget
    }

    /// Relative to the spec's folder.
    var path: String
    var target: String?
    var testTarget: String?
}
