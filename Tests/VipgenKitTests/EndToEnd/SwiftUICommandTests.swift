import Expectations
import Foundation
import Testing

/// What only SwiftUI scenes have to be refused, and the swiftui flavor through `templates`, run as the
/// built binary.
@Suite struct SwiftUIRouteRefusalTests {
    /// A SwiftUI router builds each destination as a SwiftUI view: a route to a UIKit scene would not
    /// compile, so it is refused where the spec writes it, with both scenes and their flavors.
    @Test func aRouteFromASwiftUISceneToAUIKitSceneIsRefusedWhereTheSpecWritesIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {"project": {"flavor": "swiftui"},
             "scenes": [
              {"name": "ListOrders", "routes": ["EditOrder", "ShowOrder"]},
              {"name": "ShowOrder", "flavor": "clean-swift"},
              {"name": "EditOrder"}
             ]}
            """)
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.contains(
                "vipgen.json:3:50: error: scenes[0].routes[1]: route 'ShowOrder' leads from scene 'ListOrders' (flavor swiftui) to scene 'ShowOrder' (flavor clean-swift), which a swiftui scene cannot show"
            ), "\(result)")
        expect(!result.stderr.contains("EditOrder' leads"), "a route to a SwiftUI scene is fine")
        expectEqual(directory.files(), ["vipgen.json"], "nothing written")
    }

    /// A destination the spec describes without a flavor has the project's.
    @Test func aDestinationWithoutAFlavorHasTheProjects() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {"scenes": [{"name": "ListOrders", "flavor": "swiftui", "routes": ["ShowOrder"]}, {"name": "ShowOrder"}]}
            """)
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("to scene 'ShowOrder' (flavor clean-swift)"), "\(result)")
        expectEqual(directory.files(), ["vipgen.json"])
    }

    /// A destination nothing describes yet is one to make: in a flavor the route can show.
    @Test func aDestinationNotYetMadeIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json", #"{"scenes": [{"name": "ListOrders", "flavor": "swiftui", "routes": ["ShowOrder"]}]}"#)
        let result = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(try directory.read("Scenes/ListOrders/ListOrdersRouter.swift").contains("ShowOrderView(viewState:"))
    }

    /// A UIKit scene may route to a SwiftUI one (it shows it in a UIHostingController), and a SwiftUI
    /// scene to another.
    @Test func routesToSwiftUIScenesAreKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {"scenes": [
              {"name": "ListOrders", "routes": ["ShowOrder"]},
              {"name": "ShowOrder", "flavor": "swiftui", "routes": ["ShowOrder"]}
             ]}
            """)
        let result = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
    }

    /// Named on the command line, the route is a usage error, and the scene is left as it was.
    @Test func addingSuchARouteOnTheCommandLineIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        for arguments in [["scene", "ShowOrder", "-q"], ["scene", "ListOrders", "--flavor", "swiftui", "-q"]] {
            let made = try VipgenProcess.run(arguments, in: directory.url)
            expectEqual(made.status, 0, "\(made)")
        }
        let router = try directory.read("Scenes/ListOrders/ListOrdersRouter.swift")
        let result = try VipgenProcess.run(["add", "route", "ListOrders", "ShowOrder"], in: directory.url)
        expectEqual(result.status, 64, "\(result)")
        expect(
            result.stderr.contains(
                "error: route 'ShowOrder' leads from scene 'ListOrders' (flavor swiftui) to scene 'ShowOrder' (flavor clean-swift)"
            ), "\(result)")
        expectEqual(try directory.read("Scenes/ListOrders/ListOrdersRouter.swift"), router)
    }
}

/// `vipgen templates list|show|export` with the swiftui flavor.
@Suite struct SwiftUITemplatesCommandTests {
    static let templates = [
        "View", "ViewState", "Interactor", "Presenter", "Router", "Worker", "Client", "Models", "ViewStateTests",
        "InteractorTests", "PresenterTests", "RouterTests", "WorkerTests",
    ]

    /// Templates/swiftui in this checkout: what vipgen bundles.
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates/swiftui")

    @Test func listNamesEverySwiftUITemplateAndTheFileItWrites() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["templates", "list"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let section = try require(result.stdout.components(separatedBy: "\n\n").first { $0.hasPrefix("swiftui") })
        let rows = section.split(separator: "\n").dropFirst().map { $0.split(separator: " ").map(String.init) }
        expectEqual(rows.map { $0.first ?? "" }, Self.templates + ["header"])
        expectEqual(rows.first, ["View", "sources", "{{scene}}View.swift", "bundled"])
        expect(rows.contains(["RouterTests", "tests", "{{scene}}RouterTests.swift", "bundled"]))
    }

    @Test func showPrintsEachSwiftUITemplateAndTheManifest() throws {
        let directory = try TemporaryDirectory()
        for name in Self.templates {
            let result = try VipgenProcess.run(["templates", "show", name, "--flavor", "swiftui"], in: directory.url)
            expectEqual(result.status, 0, "\(name): \(result)")
            expectEqual(
                result.stdout,
                try String(contentsOf: Self.bundled.appendingPathComponent("\(name).mustache"), encoding: .utf8),
                "\(name)")
        }
        let view = try VipgenProcess.run(["templates", "show", "View", "--flavor", "swiftui"], in: directory.url)
        expect(view.stdout.contains("struct {{scene}}View: View {"))
        expect(!view.stdout.contains("UIKit"))
        let interactor = try VipgenProcess.run(
            ["templates", "show", "Interactor", "--flavor", "swiftui"], in: directory.url)
        expect(
            interactor.stdout.contains("{{<clean-swift/Interactor}}"), "the flavor extends clean-swift's interactor")
        let manifest = try VipgenProcess.run(
            ["templates", "show", "flavor.json", "--flavor", "swiftui"], in: directory.url)
        expectEqual(manifest.status, 0, "\(manifest)")
        expectEqual(
            manifest.stdout,
            try String(contentsOf: Self.bundled.appendingPathComponent("flavor.json"), encoding: .utf8))
        let uikit = try VipgenProcess.run(
            ["templates", "show", "ViewController", "--flavor", "swiftui"], in: directory.url)
        expectEqual(uikit.status, 64, "a SwiftUI scene has no view controller")
    }

    /// Exported and used as the templates folder, the swiftui flavor writes the same scene byte for byte.
    @Test func anExportedSwiftUIFlavorWritesTheSameScene() throws {
        let directory = try TemporaryDirectory()
        let export = try VipgenProcess.run(
            ["templates", "export", "T", "--flavor", "swiftui", "-q"], in: directory.url)
        expectEqual(export.status, 0, "\(export)")
        for name in Self.templates {
            expect(directory.exists("T/swiftui/\(name).mustache"), "\(name)")
        }
        expectEqual(
            try directory.read("T/swiftui/flavor.json"),
            try String(contentsOf: Self.bundled.appendingPathComponent("flavor.json"), encoding: .utf8))
        expect(directory.exists("T/header.mustache"))
        expect(directory.exists("T/clean-swift/Interactor.mustache"), "the templates its own extend come along")
        let scenes = """
            "scenes": [{"name": "ListOrders", "routes": ["ShowOrder"], "fields": ["count: Int"]},
                       {"name": "ShowOrder", "useCases": ["Load", "Refresh"], "fields": ["count: Int"]}]}
            """
        try directory.write("Plain/vipgen.json", #"{"project": {"flavor": "swiftui"},"# + scenes)
        try directory.write("Custom/vipgen.json", #"{"project": {"flavor": "swiftui", "templates": "../T"},"# + scenes)
        let plain = try VipgenProcess.run(["generate", "-q"], in: directory.url.appendingPathComponent("Plain"))
        let custom = try VipgenProcess.run(["generate", "-q"], in: directory.url.appendingPathComponent("Custom"))
        expect(plain.status == 0 && custom.status == 0, "\(plain)\n\(custom)")
        let written = directory.files().filter { $0.hasPrefix("Plain/") && $0.hasSuffix(".swift") }
        expectEqual(written.count, 26)
        for file in written {
            let twin = "Custom/" + file.dropFirst("Plain/".count)
            expectEqual(try directory.read(twin), try directory.read(file), "\(file)")
        }
    }
}
