/// What `vipgen init` writes into a starter spec's `xcodeproj`, `target` and `testTarget`.
package struct XcodeProjectChoice: Equatable, Sendable {
    package init(path: String, target: String? = nil, testTarget: String? = nil) {
        self.path = path
        self.target = target
        self.testTarget = testTarget
    }

    /// Relative to the spec's folder.
    package var path: String
    package var target: String?
    package var testTarget: String?
}
