//
//  CleanMemeFlowTests.swift
//  CleanMeme
//
//  Written by hand: the three scenes working together.
//  Copyright © CleanMeme. All rights reserved.
//

import SwiftUI
import UIKit
import XCTest

@testable import CleanMemeApp

/// The app as a user drives it: real view controllers, interactors, presenters, routers and data stores,
/// built in code inside a navigation controller, over a memes store of their own.
///
/// The navigation controller pushes and pops without animation, so each step is done when the call
/// returns. The tests call `viewWillAppear` where UIKit would: when a pop reveals the list.
@MainActor
final class CleanMemeFlowTests: XCTestCase {
    // MARK: - Subject under test

    private func makeSUT() -> (
        list: ListMemesViewController, navigationController: ImmediateNavigationController, memesWorker: MemesWorker
    ) {
        let memesWorker = MemesWorker(memesStore: MemesMemStore())
        let list = ListMemesViewController(memesWorker: memesWorker)
        let navigationController = ImmediateNavigationController(rootViewController: list)
        list.loadViewIfNeeded()
        list.viewWillAppear(false)
        return (list, navigationController, memesWorker)
    }

    /// Taps the list's Add button, fills the form and taps Save; returns the form.
    private func addMeme(
        name: String,
        url: String,
        from list: ListMemesViewController,
        in navigationController: ImmediateNavigationController
    ) throws -> AddMemeViewController {
        list.navigationItem.rightBarButtonItem?.tap()
        let addMeme = try XCTUnwrap(navigationController.topViewController as? AddMemeViewController)
        addMeme.loadViewIfNeeded()
        addMeme.nameTextField.text = name
        addMeme.urlTextField.text = url
        addMeme.navigationItem.rightBarButtonItem?.tap()
        return addMeme
    }

    // MARK: - Adding

    func testAnAddedMemeShowsInTheList() async throws {
        let (list, navigationController, memesWorker) = makeSUT()
        XCTAssertEqual(list.numberOfRows, 0)

        _ = try addMeme(name: "Doge", url: "https://example.com/doge.png", from: list, in: navigationController)
        XCTAssertEqual(navigationController.viewControllers, [list], "saving pops back to the list")
        list.viewWillAppear(true)

        XCTAssertEqual(list.numberOfRows, 1)
        XCTAssertEqual(list.cell(atRow: 0).textLabel?.text, "Doge")
        XCTAssertEqual(list.cell(atRow: 0).detailTextLabel?.text, "https://example.com/doge.png")
        let doge = try makeMeme(id: 1, name: "Doge", url: "https://example.com/doge.png")
        XCTAssertEqual(memesWorker.fetchMemes(), [doge])
    }

    func testMemesShowInTheOrderTheyWereAdded() async throws {
        let (list, navigationController, _) = makeSUT()

        _ = try addMeme(name: "Doge", url: "https://example.com/doge.png", from: list, in: navigationController)
        list.viewWillAppear(true)
        _ = try addMeme(name: "Grumpy Cat", url: "http://example.com/grumpy.png", from: list, in: navigationController)
        list.viewWillAppear(true)

        XCTAssertEqual((0..<list.numberOfRows).map { list.cell(atRow: $0).textLabel?.text }, ["Doge", "Grumpy Cat"])
    }

    func testBadInputShowsTheErrorAndAddsNothing() async throws {
        let (list, navigationController, memesWorker) = makeSUT()

        let addMeme = try addMeme(name: "Doge", url: "ftp://example.com/doge.png", from: list, in: navigationController)

        XCTAssertEqual(addMeme.errorLabel.text, "Please enter a web address that starts with http:// or https://.")
        XCTAssertFalse(addMeme.errorLabel.isHidden)
        XCTAssertTrue(navigationController.topViewController === addMeme, "the form stays for the user to fix")
        XCTAssertEqual(memesWorker.fetchMemes(), [])
    }

    func testFixingBadInputAddsTheMeme() async throws {
        let (list, navigationController, _) = makeSUT()
        let addMeme = try addMeme(name: "", url: "https://example.com/doge.png", from: list, in: navigationController)
        XCTAssertEqual(addMeme.errorLabel.text, "Please give the meme a name.")

        addMeme.nameTextField.text = "Doge"
        addMeme.navigationItem.rightBarButtonItem?.tap()
        list.viewWillAppear(true)

        XCTAssertTrue(addMeme.errorLabel.isHidden)
        XCTAssertEqual(navigationController.viewControllers, [list])
        XCTAssertEqual(list.numberOfRows, 1)
    }

    // MARK: - Showing

    func testSelectingARowShowsThatMeme() async throws {
        let memesWorker = MemesWorker(memesStore: MemesMemStore())
        _ = memesWorker.addMeme(memeToAdd: try makeDraft(name: "Doge", url: "https://example.com/doge.png"))
        let grumpy = memesWorker.addMeme(
            memeToAdd: try makeDraft(name: "Grumpy Cat", url: "https://example.com/grumpy.png")
        )
        let list = ListMemesViewController(memesWorker: memesWorker)
        let navigationController = ImmediateNavigationController(rootViewController: list)
        list.loadViewIfNeeded()

        // A tap selects the row, then tells the delegate, as in UIKit.
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))

        let showMeme = try XCTUnwrap(navigationController.topViewController as? UIHostingController<ShowMemeView>)
        let viewState = showMeme.rootView.viewState
        XCTAssertEqual(viewState.router?.dataStore?.meme, grumpy, "the router passed the selected row's meme")
        // What the view's `.task` does when SwiftUI shows it.
        viewState.getMeme()
        XCTAssertEqual(viewState.getMemeViewModel?.displayedMeme?.name, "Grumpy Cat")
        XCTAssertEqual(viewState.getMemeViewModel?.displayedMeme?.url, "https://example.com/grumpy.png")
        XCTAssertNil(viewState.failure)
    }

    func testAnAddedMemeCanBeShown() async throws {
        let (list, navigationController, _) = makeSUT()
        _ = try addMeme(name: "Doge", url: "https://example.com/doge.png", from: list, in: navigationController)
        list.viewWillAppear(true)

        // A tap selects the row, then tells the delegate, as in UIKit.
        list.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

        let showMeme = try XCTUnwrap(navigationController.topViewController as? UIHostingController<ShowMemeView>)
        let viewState = showMeme.rootView.viewState
        viewState.getMeme()
        XCTAssertEqual(viewState.getMemeViewModel?.displayedMeme?.name, "Doge")
        XCTAssertEqual(viewState.getMemeViewModel?.displayedMeme?.url, "https://example.com/doge.png")
    }
}
