/// vipgen's version: `vipgen --version` prints it, and a lint report names the tool that wrote it.
enum VipgenVersion {
    static let current = "0.1.0"
}
