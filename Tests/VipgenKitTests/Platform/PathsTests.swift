import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite struct PathsTests {
    @Test func pathsJoinAndNormalize() {
        #expect(Paths.join(".", "Scenes") == "Scenes")
        #expect(Paths.join("App", "./Scenes/") == "App/Scenes")
        #expect(Paths.join("App", "/abs/x") == "/abs/x")
        #expect(Paths.normalize("./") == ".")
    }

    @Test(arguments: [
        ("", "."), (".", "."), ("./", "."), ("/", "/"), ("//", "/"), ("/./", "/"), ("a", "a"), ("./a//b/.", "a/b"),
        ("/a/./b/", "/a/b"), ("a/..", "a/.."), ("..//x", "../x"), (".hidden/./x", ".hidden/x"), ("é/./ü", "é/ü"),
        ("a/.../b", "a/.../b"),
    ])
    func normalizeDropsEmptyAndDotParts(path: String, expected: String) {
        #expect(Paths.normalize(path) == expected)
    }

    @Test(arguments: [("a/b/c.swift", "a/b", "c.swift"), ("c.swift", "", "c.swift"), ("/c", "/", "c")])
    func parentAndFileName(path: String, parent: String, name: String) {
        #expect(Paths.parentDirectory(of: path) == parent)
        #expect(Paths.fileName(of: path) == name[...])
    }
}
