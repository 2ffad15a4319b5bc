import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite struct PathsTests {
    @Test func pathsJoinAndNormalize() {
        expectEqual(Paths.join(".", "Scenes"), "Scenes")
        expectEqual(Paths.join("App", "./Scenes/"), "App/Scenes")
        expectEqual(Paths.join("App", "/abs/x"), "/abs/x")
        expectEqual(Paths.normalize("./"), ".")
    }

    @Test(arguments: [
        ("", "."), (".", "."), ("./", "."), ("/", "/"), ("//", "/"), ("/./", "/"), ("a", "a"), ("./a//b/.", "a/b"),
        ("/a/./b/", "/a/b"), ("a/..", "a/.."), ("..//x", "../x"), (".hidden/./x", ".hidden/x"), ("é/./ü", "é/ü"),
        ("a/.../b", "a/.../b"),
    ])
    func normalizeDropsEmptyAndDotParts(path: String, expected: String) {
        expectEqual(Paths.normalize(path), expected)
    }

    @Test(arguments: [("a/b/c.swift", "a/b", "c.swift"), ("c.swift", "", "c.swift"), ("/c", "/", "c")])
    func parentAndFileName(path: String, parent: String, name: String) {
        expectEqual(Paths.parentDirectory(of: path), parent)
        expectEqual(Paths.fileName(of: path), name[...])
    }
}
