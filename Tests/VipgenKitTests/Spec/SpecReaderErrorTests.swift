import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

func specReadErrors(_ text: String, file: String = "t.json") throws -> SpecErrors? {
    let json = try JSONParser.parse(text, file: file)
    do {
        _ = try SpecReader.read(json, file: file)
        return nil
    } catch {
        return error
    }
}

@Suite("Spec reader: errors")
struct SpecReaderErrorTests {
    /// A document with one problem, and the diagnostic it must produce.
    static let singleProblems: [(String, String)] = [
        (
            "[]",
            "t.json:1:1: error: expected an object with the keys 'project' and 'scenes', found an array"
        ),
        (
            "\"spec\"",
            "t.json:1:1: error: expected an object with the keys 'project' and 'scenes', found the string \"spec\""
        ),
        (
            "{\"scene\": []}",
            "t.json:1:2: error: scene: unknown key 'scene'; did you mean 'scenes'?"
        ),
        (
            "{\"foo\": 1}",
            "t.json:1:2: error: foo: unknown key 'foo'; expected one of 'project', 'scenes', 'lint'"
        ),
        (
            "{\"project\": []}",
            "t.json:1:13: error: project: expected an object, found an array"
        ),
        (
            "{\"project\": {\"module\": 4}}",
            "t.json:1:24: error: project.module: expected a string, found the number 4"
        ),
        (
            "{\"project\": {\"module\": \"My App\"}}",
            "t.json:1:24: error: project.module: module name 'My App' must be a Swift identifier (ASCII letters, digits and underscores, not starting with a digit), found a space; did you mean 'My_App'?"
        ),
        (
            "{\"project\": {\"sources\": \"\"}}",
            "t.json:1:25: error: project.sources: expected a folder path, found the string \"\""
        ),
        (
            "{\"project\": {\"tests\": \" \"}}",
            "t.json:1:23: error: project.tests: expected a folder path, found the string \" \""
        ),
        (
            "{\"project\": {\"templates\": \"a\\nb\"}}",
            "t.json:1:27: error: project.templates: a folder path cannot contain control characters, found U+000A"
        ),
        (
            "{\"project\": {\"sources\": [\"A\"]}}",
            "t.json:1:25: error: project.sources: expected a string, found an array"
        ),
        (
            "{\"project\": {\"lineLength\": 39}}",
            "t.json:1:28: error: project.lineLength: expected a line length in columns from 40 to 500, found the number 39"
        ),
        (
            "{\"project\": {\"lineLength\": 501}}",
            "t.json:1:28: error: project.lineLength: expected a line length in columns from 40 to 500, found the number 501"
        ),
        (
            "{\"project\": {\"lineLength\": 100.5}}",
            "t.json:1:28: error: project.lineLength: expected a line length in columns from 40 to 500, found the number 100.5"
        ),
        (
            "{\"project\": {\"lineLength\": \"100\"}}",
            "t.json:1:28: error: project.lineLength: expected a line length in columns from 40 to 500, found the string \"100\" (write 100 without quotes)"
        ),
        (
            "{\"project\": {\"lineLength\": true}}",
            "t.json:1:28: error: project.lineLength: expected a line length in columns from 40 to 500, found true"
        ),
        (
            "{\"project\": {\"indentation\": 0}}",
            "t.json:1:29: error: project.indentation: expected a width from 1 to 8 or the string \"tabs\", found the number 0"
        ),
        (
            "{\"project\": {\"indentation\": 9}}",
            "t.json:1:29: error: project.indentation: expected a width from 1 to 8 or the string \"tabs\", found the number 9"
        ),
        (
            "{\"project\": {\"indentation\": -2}}",
            "t.json:1:29: error: project.indentation: expected a width from 1 to 8 or the string \"tabs\", found the number -2"
        ),
        (
            "{\"project\": {\"indentation\": 4.0}}",
            "t.json:1:29: error: project.indentation: expected a width from 1 to 8 or the string \"tabs\", found the number 4.0"
        ),
        (
            "{\"project\": {\"indentation\": \"4\"}}",
            "t.json:1:29: error: project.indentation: expected a width from 1 to 8 or the string \"tabs\", found the string \"4\" (write 4 without quotes)"
        ),
        (
            "{\"project\": {\"indentation\": \"tab\"}}",
            "t.json:1:29: error: project.indentation: expected a width from 1 to 8 or the string \"tabs\", found the string \"tab\"; did you mean \"tabs\"?"
        ),
        (
            "{\"project\": {\"indentation\": \"spaces\"}}",
            "t.json:1:29: error: project.indentation: expected a width from 1 to 8 or the string \"tabs\", found the string \"spaces\""
        ),
        (
            "{\"project\": {\"indentation\": true}}",
            "t.json:1:29: error: project.indentation: expected a width from 1 to 8 or the string \"tabs\", found true"
        ),
        (
            "{\"project\": {\"indent\": 4}}",
            "t.json:1:14: error: project.indent: unknown key 'indent'; did you mean 'indentation'?"
        ),
        (
            "{\"project\": {\"header\": \"Jane\"}}",
            "t.json:1:24: error: project.header: expected an object, found the string \"Jane\""
        ),
        (
            "{\"project\": {\"header\": {\"name\": \"x\"}}}",
            "t.json:1:25: error: project.header.name: unknown key 'name'; expected one of 'author', 'organization'"
        ),
        (
            "{\"project\": {\"header\": {\"author\": \"A\\nB\"}}}",
            "t.json:1:35: error: project.header.author: must be a single line without control characters, found U+000A"
        ),
        (
            "{\"project\": {\"header\": {\"organization\": 1}}}",
            "t.json:1:41: error: project.header.organization: expected a string, found the number 1"
        ),
        (
            "{\"scenes\": {}}",
            "t.json:1:12: error: scenes: expected an array of scenes, found an object"
        ),
        (
            "{\"scenes\": [1]}",
            "t.json:1:13: error: scenes[0]: expected a scene object, found the number 1"
        ),
        (
            "{\"scenes\": [{}]}",
            "t.json:1:13: error: scenes[0]: missing required key 'name': every scene needs an UpperCamelCase name, e.g. \"name\": \"ListMemes\""
        ),
        (
            "{\"scenes\": [{\"name\": null}]}",
            "t.json:1:13: error: scenes[0]: missing required key 'name': every scene needs an UpperCamelCase name, e.g. \"name\": \"ListMemes\""
        ),
        (
            "{\"scenes\": [{\"name\": 5}]}",
            "t.json:1:22: error: scenes[0].name: expected a string, found the number 5"
        ),
        (
            "{\"scenes\": [{\"name\": \"listMemes\"}]}",
            "t.json:1:22: error: scenes[0].name: scene name 'listMemes' must start with an uppercase letter (UpperCamelCase); did you mean 'ListMemes'?"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"useCase\": [\"B\"]}]}",
            "t.json:1:27: error: scenes[0].useCase: unknown key 'useCase'; did you mean 'useCases'?"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"base\": \"UIViewControler\"}]}",
            "t.json:1:35: error: scenes[0].base: unknown base class 'UIViewControler'; use one of UIViewController, UITableViewController, UICollectionViewController; did you mean 'UIViewController'?"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"base\": \"UIView\"}]}",
            "t.json:1:35: error: scenes[0].base: unknown base class 'UIView'; use one of UIViewController, UITableViewController, UICollectionViewController; did you mean 'UIViewController'?"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"base\": 3}]}",
            "t.json:1:35: error: scenes[0].base: expected a string, found the number 3"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"useCases\": \"Fetch\"}]}",
            "t.json:1:39: error: scenes[0].useCases: expected an array of use case names, found the string \"Fetch\" (write [\"Fetch\"])"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"fields\": {}}]}",
            "t.json:1:37: error: scenes[0].fields: expected an array of fields like \"memes: [Meme]?\", found an object"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"routes\": true}]}",
            "t.json:1:37: error: scenes[0].routes: expected an array of scene names, found true"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"useCases\": [1]}]}",
            "t.json:1:40: error: scenes[0].useCases[0]: expected a string, found the number 1"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"useCases\": [\"Fetch\", \"Fetch\"]}]}",
            "t.json:1:49: error: scenes[0].useCases[1]: duplicate use case 'Fetch': already listed at 1:40"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"useCases\": [\"URLLoad\", \"UrlLoad\"]}]}",
            "t.json:1:51: error: scenes[0].useCases[1]: use case 'UrlLoad' would declare the members use case 'URLLoad' (listed at 1:40) does, both being 'urlLoad' in lowerCamelCase; choose another name"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"routes\": [\"URLList\", \"UrlList\"]}]}",
            "t.json:1:49: error: scenes[0].routes[1]: route 'UrlList' would declare the members route 'URLList' (listed at 1:38) does, both being 'urlList' in lowerCamelCase; choose another name"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"useCases\": [\"UpdateProperties\"]}]}",
            "t.json:1:40: error: scenes[0].useCases[0]: use case 'UpdateProperties' would declare 'updateProperties()' in the view controller, which collides with UIViewController's method 'updateProperties()' (iOS 26 SDK); choose another name"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"base\": \"UITableViewController\", \"useCases\": [\"TableView\"]}]}",
            "t.json:1:73: error: scenes[0].useCases[0]: use case 'TableView' would declare 'tableView()' in the view controller, which collides with UITableViewController's property 'tableView' (iOS 26 SDK); choose another name"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"useCases\": [\"fetch\"]}]}",
            "t.json:1:40: error: scenes[0].useCases[0]: use case 'fetch' must start with an uppercase letter (UpperCamelCase); did you mean 'Fetch'?"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"fields\": [\"meme: Meme\"]}]}",
            "t.json:1:38: error: scenes[0].fields[0]: field 'meme' has type 'Meme', which has no natural empty value: make it optional ('meme: Meme?') so the data store can start empty"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"fields\": [\"a: Int\", \"a: String\"]}]}",
            "t.json:1:48: error: scenes[0].fields[1]: duplicate field 'a': already declared at 1:38"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"routes\": [\"B\", \"B\"]}]}",
            "t.json:1:43: error: scenes[0].routes[1]: duplicate route 'B': already listed at 1:38"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"routes\": [\"../B\"]}]}",
            "t.json:1:38: error: scenes[0].routes[0]: route '../B' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\"}, {\"name\": \"A\"}]}",
            "t.json:1:37: error: scenes[1].name: duplicate scene 'A': another scene has this name at 1:22"
        ),
        (
            "{\"project\": {\"testing\": \"swifttesting\"}}",
            "t.json:1:25: error: project.testing: unknown testing library 'swifttesting'; use 'xctest' or 'swift-testing'; did you mean 'swift-testing'?"
        ),
        (
            "{\"project\": {\"testing\": true}}",
            "t.json:1:25: error: project.testing: expected a string, found true"
        ),
        (
            "{\"project\": {\"storyboard\": \"Main.storyboard\"}}",
            "t.json:1:28: error: project.storyboard: storyboard 'Main.storyboard': give the name without '.storyboard', e.g. 'Main'"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"storyboard\": \"\"}]}",
            "t.json:1:41: error: scenes[0].storyboard: storyboard name is empty; give the storyboard's file name without '.storyboard', e.g. 'Main'"
        ),
        (
            "{\"scenes\": [{\"name\": \"A\", \"storyboard\": \"Ma\\\"in\"}]}",
            "t.json:1:41: error: scenes[0].storyboard: storyboard 'Ma\"in' cannot contain U+0022"
        ),
        (
            "{\"scenes\": [{\"name\": \"Ä\"}]}",
            "t.json:1:22: error: scenes[0].name: scene name 'Ä' must start with an uppercase letter, found 'Ä' (U+00C4)"
        ),
    ]

    @Test(arguments: singleProblems)
    func reportsTheProblem(_ text: String, _ expected: String) throws {
        let errors = try require(try specReadErrors(text))
        expectEqual(errors.description, expected)
        expectEqual(errors.errors.count, 1)
    }

    @Test func reportsEveryProblemAtOnceInFileOrder() throws {
        let text = """
            {
              "project": {
                "module": "Clean Meme",
                "indentation": "tab",
                "colour": true
              },
              "scenes": [
                {
                  "name": "ListMemes",
                  "base": "UITableViewController",
                  "useCase": ["FetchMemes"],
                  "fields": ["memes: [Meme]?", "meme: Meme", "Count: Int"],
                  "routes": ["ShowMeme", "ShowMeme"]
                },
                { "name": "ListMemes", "fields": ["x: [Int"] },
                { "base": "UIView" }
              ],
              "version": 2
            }
            """
        let errors = try require(try specReadErrors(text, file: "vipgen.json"))
        expectEqual(
            errors.description, """
                vipgen.json:3:15: error: project.module: module name 'Clean Meme' must be a Swift identifier (ASCII letters, digits and underscores, not starting with a digit), found a space; did you mean 'Clean_Meme'?
                vipgen.json:4:20: error: project.indentation: expected a width from 1 to 8 or the string "tabs", found the string "tab"; did you mean "tabs"?
                vipgen.json:5:5: error: project.colour: unknown key 'colour'; expected one of 'module', 'sources', 'tests', 'templates', 'indentation', 'lineLength', 'header', 'flavor', 'testing', 'worker', 'storyboard', 'xcodeproj', 'target', 'testTarget', 'package', 'packageDependencies'
                vipgen.json:11:7: error: scenes[0].useCase: unknown key 'useCase'; did you mean 'useCases'?
                vipgen.json:12:36: error: scenes[0].fields[1]: field 'meme' has type 'Meme', which has no natural empty value: make it optional ('meme: Meme?') so the data store can start empty
                vipgen.json:12:50: error: scenes[0].fields[2]: field name 'Count' must start with a lowercase letter (lowerCamelCase); did you mean 'count'?
                vipgen.json:13:30: error: scenes[0].routes[1]: duplicate route 'ShowMeme': already listed at 13:18
                vipgen.json:15:15: error: scenes[1].name: duplicate scene 'ListMemes': another scene has this name at 9:15
                vipgen.json:15:39: error: scenes[1].fields[0]: field 'x': invalid type '[Int': expected ']' to close the array type (or ':' for a dictionary), found the end of the type
                vipgen.json:16:5: error: scenes[2]: missing required key 'name': every scene needs an UpperCamelCase name, e.g. "name": "ListMemes"
                vipgen.json:16:15: error: scenes[2].base: unknown base class 'UIView'; use one of UIViewController, UITableViewController, UICollectionViewController; did you mean 'UIViewController'?
                vipgen.json:18:3: error: version: unknown key 'version'; expected one of 'project', 'scenes', 'lint'
                """)
        expectEqual(errors.errors[0].keyPath, "project.module")
        expectEqual(errors.errors[0].location, SourceLocation(line: 3, column: 15, offset: 31))
        expectEqual(errors.errors[0].file, "vipgen.json")
    }

    @Test func malformedJSONIsAJSONError() {
        expect(throws: JSONError.self) { try SpecReader.read(text: "{\"scenes\": [}", file: "t.json") }
        expect(throws: SpecErrors.self) { try SpecReader.read(text: "{\"scenes\": 1}", file: "t.json") }
    }
}
