import Foundation
import InterfaceBuilder
import UIKit
import XCTest

/// A view controller a storyboard makes: it records that it was decoded.
final class FormViewController: UIViewController {
    private(set) var decoded = false

    required init?(coder: NSCoder) {
        decoded = true
        super.init(coder: coder)
    }
}

/// View controllers from a storyboard: found by Storyboard ID in what Xcode compiles from Interface
/// Builder's XML, built through `init?(coder:)`, and they know their storyboard.
@MainActor
final class StoryboardTests: XCTestCase {
    /// A storyboard as Interface Builder writes it: a form scene with a Storyboard ID, a table scene
    /// without one (laid out, its ID not set yet), a navigation controller as the initial scene.
    static let mainStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23727" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Nav-00-001">
            <scenes>
                <!--Form View Controller-->
                <scene sceneID="Scn-00-001">
                    <objects>
                        <viewController storyboardIdentifier="FormViewController" id="Frm-00-001" \
        customClass="FormViewController" customModule="UIKitTests" customModuleProvider="target" \
        sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw0-00-001"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-001" \
        customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Scn-00-002">
                    <objects>
                        <tableViewController id="Tbl-00-001" customClass="ListViewController" customModule="UIKitTests" \
        sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="Scn-00-003">
                    <objects>
                        <navigationController storyboardIdentifier="Navigation" id="Nav-00-001" \
        sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A folder standing for an app's bundle, with the Main storyboard compiled into it.
    private func makeBundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("StoryboardTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try StoryboardCompiler.compile(StoryboardSource(xml: Self.mainStoryboard), named: "Main", into: folder)
        return try XCTUnwrap(Bundle(path: folder.path))
    }

    /// Interface Builder's XML: each view controller's Storyboard ID, class and module are read; the
    /// First Responder placeholder is not a scene.
    func testTheXMLGivesEachScenesIdentifierAndClass() async throws {
        let source = try StoryboardSource(xml: Self.mainStoryboard)

        XCTAssertEqual(source.scenes.map(\.storyboardIdentifier), ["FormViewController", nil, "Navigation"])
        XCTAssertEqual(source.scenes.map(\.customClass), ["FormViewController", "ListViewController", nil])
        XCTAssertEqual(source.scenes.map(\.customModule), ["UIKitTests", "UIKitTests", nil])
        XCTAssertEqual(source.scenes.last?.uikitClass, "UINavigationController")
        XCTAssertEqual(source.initialViewController, "Nav-00-001")
    }

    /// Xcode's compiled storyboard: Info.plist maps Storyboard IDs to nibs; a scene without an ID has a
    /// nib but no entry.
    func testTheCompiledStoryboardListsTheStoryboardIDs() async throws {
        let bundle = try makeBundle()

        let compiled = try XCTUnwrap(CompiledStoryboard(named: "Main", in: try XCTUnwrap(bundle.resourceURL)))

        XCTAssertEqual(Set(compiled.nibNames.keys), ["FormViewController", "Navigation"])
        XCTAssertEqual(compiled.entryPoint, "UINavigationController-Nav-00-001")
        let form = try XCTUnwrap(compiled.nibNames["FormViewController"])
        XCTAssertEqual(compiled.scene(nibName: form), .init(className: "FormViewController", moduleName: "UIKitTests"))
        XCTAssertEqual(
            compiled.scene(nibName: "ListViewController-Tbl-00-001"),
            .init(className: "ListViewController", moduleName: "UIKitTests"))
    }

    /// UIStoryboard.instantiateViewController(identifier:creator:) — Apple Developer Documentation: "If
    /// you don't provide a creator block, the storyboard calls the init(coder:) method of your view
    /// controller." UIViewController.storyboard: "The storyboard from which the view controller
    /// originated."
    func testAStoryboardSceneIsDecodedAndKnowsItsStoryboard() async throws {
        let storyboard = UIStoryboard(name: "Main", bundle: try makeBundle())

        let form: FormViewController = storyboard.instantiateViewController(identifier: "FormViewController")

        XCTAssertTrue(form.decoded)
        XCTAssertIdentical(form.storyboard, storyboard)
        XCTAssertNil(UIViewController().storyboard)
    }

    /// UIStoryboard.instantiateViewController(identifier:creator:) — Apple Developer Documentation: the
    /// creator block receives the coder and returns the view controller, so it can pass other arguments.
    func testACreatorBuildsTheScene() async throws {
        let storyboard = UIStoryboard(name: "Main", bundle: try makeBundle())
        var coders = 0

        let form = storyboard.instantiateViewController(identifier: "FormViewController") { coder in
            coders += 1
            return FormViewController(coder: coder)
        }

        XCTAssertEqual(coders, 1)
        XCTAssertIdentical(form.storyboard, storyboard)
    }

    // UIStoryboard.init(name:bundle:) — "If no storyboard resource file matching name exists, an exception
    // is thrown", and instantiateViewController(withIdentifier:) — "If the specified identifier does not
    // exist in the storyboard file, this method raises an exception": an Objective-C exception, which
    // ends the process. The stand-in stops the program there (fatalError), so no test here can call it
    // with a missing storyboard or identifier; the lookups it stops on are checked instead.
    func testAMissingStoryboardOrIdentifierIsFoundMissing() async throws {
        let resources = try XCTUnwrap(try makeBundle().resourceURL)

        XCTAssertNil(CompiledStoryboard(named: "Settings", in: resources))
        let compiled = try XCTUnwrap(CompiledStoryboard(named: "Main", in: resources))
        XCTAssertNil(compiled.nibNames["ListViewController"])
    }
}
