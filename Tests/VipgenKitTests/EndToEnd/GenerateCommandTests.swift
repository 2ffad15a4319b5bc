import Expectations
import Foundation
import Testing

/// `vipgen generate` and `vipgen init`, run as the built binary.
@Suite struct GenerateCommandTests {
    static let shopSpec = """
        {
          "project": {"module": "Shop", "sources": "Sources/Shop", "tests": "Tests/ShopTests"},
          "scenes": [
            {"name": "ListProducts", "base": "UITableViewController", "useCases": ["FetchProducts"],
             "fields": ["products: [String]", "selected: String?"], "routes": ["ShowProduct", "Cart"]},
            {"name": "ShowProduct", "useCases": ["GetProduct", "AddToCart"], "fields": ["selected: String?"],
             "routes": ["Cart", "ListProducts"]},
            {"name": "Cart", "base": "UICollectionViewController", "routes": ["ListProducts"]}
          ]
        }
        """

    @Test func writesEverySceneAndCopiesSharedFieldsWhenRouting() throws {
        let directory = try TemporaryDirectory()
        try directory.write("shop.json", Self.shopSpec)
        let result = try VipgenProcess.run(["generate", "shop.json"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.hasSuffix("33 files: 33 new\n"))
        expectEqual(directory.files().count, 34)
        let router = try directory.read("Sources/Shop/ListProducts/ListProductsRouter.swift")
        expect(router.contains("func routeToShowProduct(segue: UIStoryboardSegue?)"))
        expect(router.contains("func routeToCart(segue: UIStoryboardSegue?)"))
        expect(router.contains("destination.selected = source.selected"))
        expect(!router.contains("destination.products"), "only fields both data stores declare are copied")
        let cart = try directory.read("Sources/Shop/Cart/CartInteractor.swift")
        expect(
            cart.contains("func load(request: Cart.Load.Request)"), "a scene without use cases gets the default one")
    }

    @Test func theTestingFlagReplacesTheSpecsTestLibrary() throws {
        let directory = try TemporaryDirectory()
        let spec = Self.shopSpec.replacingOccurrences(
            of: "\"tests\": \"Tests/ShopTests\"", with: "\"tests\": \"Tests/ShopTests\", \"testing\": \"xctest\"")
        try directory.write("vipgen.json", spec)
        let result = try VipgenProcess.run(["generate", "--testing", "swift-testing", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let tests = try directory.read("Tests/ShopTests/Cart/CartPresenterTests.swift")
        expect(tests.contains("import Testing"))
        expect(tests.contains("@Test func presenterHoldsTheViewControllerWeakly() {"))
        expect(!tests.contains("XCTest"))
    }

    @Test func onlyTheNamedScenes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.shopSpec)
        let result = try VipgenProcess.run(["generate", "--scene", "Cart", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(directory.files().filter { $0.hasSuffix(".swift") }.allSatisfy { $0.contains("/Cart/") })
        let typo = try VipgenProcess.run(["generate", "--scene", "Kart"], in: directory.url)
        expectEqual(typo.status, 64)
        expect(typo.stderr.contains("has no scene 'Kart'; did you mean 'Cart'?"))
    }

    @Test func aSpecWithProblemsReportsEveryOneAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {
              "scenes": [
                {"name": "list-products"},
                {"name": "Cart", "fields": ["total: Money"], "useCase": ["Pay"]}
              ]
            }
            """)
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("vipgen.json:3:14: error:"), "\(result)")
        expect(result.stderr.contains("list-products"))
        expect(result.stderr.contains("Money"))
        expect(result.stderr.contains("useCase"))
        expectEqual(directory.files(), ["vipgen.json"])
    }

    @Test func useCasesThatCollideWithUIKitOrTheSceneAreRefusedWithTheirPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {
              "scenes": [
                {"name": "Profile", "useCases": ["Load", "UpdateProperties"]},
                {"name": "Memes", "base": "UITableViewController", "useCases": ["TableView", "Router"]}
              ]
            }
            """)
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.contains(
                "vipgen.json:3:46: error: scenes[0].useCases[1]: use case 'UpdateProperties' would declare 'updateProperties()' in the view controller, which collides with UIViewController's method 'updateProperties()' (iOS 26 SDK); choose another name"
            ), "\(result)")
        expect(
            result.stderr.contains(
                "vipgen.json:4:69: error: scenes[1].useCases[0]: use case 'TableView' would declare 'tableView()' in the view controller, which collides with UITableViewController's property 'tableView' (iOS 26 SDK)"
            ), "\(result)")
        expectEqual(directory.files(), ["vipgen.json"])
        // What the flavor's own types declare is checked once the spec reads well, where the spec says.
        try directory.write(
            "vipgen.json",
            """
            {
              "scenes": [
                {"name": "Profile", "useCases": ["Load"], "fields": ["presenter: Int"]},
                {"name": "Memes", "base": "UITableViewController", "useCases": ["Router", "Setup"]}
              ]
            }
            """)
        let flavored = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(flavored.status, 65, "\(flavored)")
        expect(
            flavored.stderr.contains(
                "vipgen.json:3:58: error: scenes[0].fields[0]: field name 'presenter' is taken: the generated scene has its own 'presenter' property; choose another name"
            ), "\(flavored)")
        expect(
            flavored.stderr.contains(
                "vipgen.json:4:69: error: scenes[1].useCases[0]: use case 'Router' would declare 'router()' in MemesViewController, which collides with its own property 'router'; choose another name"
            ), "\(flavored)")
        expect(
            flavored.stderr.contains(
                "vipgen.json:4:79: error: scenes[1].useCases[1]: use case 'Setup' would declare 'setup()' in MemesViewController, which collides with its own method 'setup()'; choose another name"
            ), "\(flavored)")
        expectEqual(directory.files(), ["vipgen.json"])
    }

    @Test func malformedJSONGivesLineAndColumn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", "{\n  \"scenes\": [\n    {\"name\": \"Cart\",}\n  ]\n}\n")
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("vipgen.json:3:21: error:"), "\(result)")
        expect(result.stderr.contains("    {\"name\": \"Cart\",}\n                    ^"), "\(result)")
    }

    @Test func withoutASpecSaysHowToMakeOne() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 66, "\(result)")
        expect(result.stderr.contains("vipgen init"))
    }

    @Test func initWritesAStarterThatGenerates() throws {
        let directory = try TemporaryDirectory()
        let initResult = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(initResult.status, 0, "\(initResult)")
        expect(directory.exists("vipgen.json"))
        let again = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(again.status, 73, "init never overwrites without --force: \(again)")
        let generate = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expectEqual(generate.status, 0, "\(generate)")
        expect(directory.files().count > 10)
    }

    @Test func templateOverridesReplaceAndExtendBundledTemplates() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.shopSpec)
        try directory.write("Templates/Worker.mustache", "// {{scene}} worker, our way\n")
        try directory.write(
            "Templates/Models.mustache",
            "{{<bundled/Models}}{{$imports}}import Foundation\n{{/imports}}{{/bundled/Models}}")
        let result = try VipgenProcess.run(
            ["generate", "--templates", "Templates", "--scene", "Cart", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expectEqual(try directory.read("Sources/Shop/Cart/CartWorker.swift"), "// Cart worker, our way\n")
        let models = try directory.read("Sources/Shop/Cart/CartModels.swift")
        expect(models.contains("import Foundation\n"))
        expect(models.contains("enum Cart"))
        expect(try directory.read("Sources/Shop/Cart/CartRouter.swift").contains("CartRoutingLogic"))
    }

    @Test func aTemplateErrorNamesTheTemplateAndPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.shopSpec)
        try directory.write("Templates/Worker.mustache", "// {{scene}}\n{{#useCases}}\n{{nmae}}\n{{/useCases}}\n")
        let result = try VipgenProcess.run(["generate", "--templates", "Templates"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("Templates/Worker.mustache:3:1: error:"), "\(result)")
        expect(result.stderr.contains("nmae"))
        expect(!directory.exists("Sources"))
    }
}
