enum TemplateName {
    /// `{{< bundled/ViewController}}` always means the bundled template of the flavor being
    /// rendered, so an override can extend the template it replaces.
    static let bundledPrefix = "bundled/"

    /// A partial name may name a file in a subfolder, but never climb out of the folder.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
    }
}
