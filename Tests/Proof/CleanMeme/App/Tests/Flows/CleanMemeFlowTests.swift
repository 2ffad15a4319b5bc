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
/// built in code inside a navigation controller in a window, over a memes store of their own.
///
/// The navigation controller pushes and pops without animation, so each step is done when the call
/// returns; each scene's interactor does its work in a task, which the tests await (`fetched`, `saved`,
/// `shown`). The tests call `viewWillAppear` where UIKit would: when a pop reveals the list.
@MainActor
final class CleanMemeFlowTests: XCTestCase {
    /// The window the app is in, for as long as the test runs.
    private var window: UIWindow?

    // MARK: - Subject under test

    private func makeSUT(memesWorker: MemesWorker? = nil) async -> (
        list: ListMemesViewController, navigationController: ImmediateNavigationController
    ) {
        let memesWorker = memesWorker ?? MemesWorker(memesStore: MemesMemStore())
        let list = ListMemesViewController(memesWorker: memesWorker)
        let navigationController = ImmediateNavigationController(rootViewController: list)
        // In a window, as in the app: an alert is presented only from a view controller in one.
        let window = UIWindow()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
        list.loadViewIfNeeded()
        list.viewWillAppear(false)
        await fetched(list)
        return (list, navigationController)
    }

    /// Once the list's latest fetch has ended.
    private func fetched(_ list: ListMemesViewController) async {
        await (list.interactor as? ListMemesInteractor)?.fetchMemesTask?.value
    }

    /// Once the form's latest save has ended.
    private func saved(_ addMeme: AddMemeViewController) async {
        await (addMeme.interactor as? AddMemeInteractor)?.addMemeTask?.value
    }

    /// Once the shown meme has been looked up.
    private func shown(_ showMeme: ShowMemeViewState) async {
        await (showMeme.interactor as? ShowMemeInteractor)?.getMemeTask?.value
    }

    /// Taps the list's Add button, fills the form and taps Save; returns the form once it is saved.
    private func addMeme(
        name: String,
        url: String,
        from list: ListMemesViewController,
        in navigationController: ImmediateNavigationController
    ) async throws -> AddMemeViewController {
        list.navigationItem.rightBarButtonItem?.tap()
        let addMeme = try XCTUnwrap(navigationController.topViewController as? AddMemeViewController)
        addMeme.loadViewIfNeeded()
        addMeme.nameTextField.text = name
        addMeme.urlTextField.text = url
        addMeme.navigationItem.rightBarButtonItem?.tap()
        await saved(addMeme)
        return addMeme
    }

    /// The list as it is when the user is back on it: it fetches again.
    private func backOn(_ list: ListMemesViewController) async {
        list.viewWillAppear(true)
        await fetched(list)
    }

    // MARK: - Adding

    func testAnAddedMemeShowsInTheList() async throws {
        let memesWorker = MemesWorker(memesStore: MemesMemStore())
        let (list, navigationController) = await makeSUT(memesWorker: memesWorker)
        XCTAssertEqual(list.numberOfRows, 0)

        _ = try await addMeme(name: "Doge", url: "https://example.com/doge.png", from: list, in: navigationController)
        XCTAssertEqual(navigationController.viewControllers, [list], "saving pops back to the list")
        await backOn(list)

        XCTAssertEqual(list.numberOfRows, 1)
        XCTAssertEqual(list.cell(atRow: 0).textLabel?.text, "Doge")
        XCTAssertEqual(list.cell(atRow: 0).detailTextLabel?.text, "https://example.com/doge.png")
        let doge = try makeMeme(id: 1, name: "Doge", url: "https://example.com/doge.png")
        let stored = try await memesWorker.fetchMemes()
        XCTAssertEqual(stored, [doge])
    }

    func testMemesShowInTheOrderTheyWereAdded() async throws {
        let (list, navigationController) = await makeSUT()

        _ = try await addMeme(name: "Doge", url: "https://example.com/doge.png", from: list, in: navigationController)
        await backOn(list)
        _ = try await addMeme(
            name: "Grumpy Cat", url: "http://example.com/grumpy.png", from: list, in: navigationController)
        await backOn(list)

        XCTAssertEqual((0..<list.numberOfRows).map { list.cell(atRow: $0).textLabel?.text }, ["Doge", "Grumpy Cat"])
    }

    func testBadInputShowsTheErrorAndAddsNothing() async throws {
        let memesWorker = MemesWorker(memesStore: MemesMemStore())
        let (list, navigationController) = await makeSUT(memesWorker: memesWorker)

        let addMeme = try await addMeme(
            name: "Doge", url: "ftp://example.com/doge.png", from: list, in: navigationController)

        XCTAssertEqual(addMeme.errorLabel.text, "Please enter a web address that starts with http:// or https://.")
        XCTAssertFalse(addMeme.errorLabel.isHidden)
        XCTAssertTrue(navigationController.topViewController === addMeme, "the form stays for the user to fix")
        let stored = try await memesWorker.fetchMemes()
        XCTAssertEqual(stored, [])
    }

    /// The store refuses a meme without a caption, as a real one would: the form says so in an alert.
    func testAMemeTheStoreRefusesShowsAnAlertAndAddsNothing() async throws {
        let memesWorker = MemesWorker(memesStore: MemesMemStore())
        let (list, navigationController) = await makeSUT(memesWorker: memesWorker)

        let addMeme = try await addMeme(
            name: " ", url: "https://example.com/doge.png", from: list, in: navigationController)

        let alert = try XCTUnwrap(addMeme.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Couldn't Add Meme")
        XCTAssertEqual(alert.message, "Please give the meme a name: it is the meme's caption.")
        XCTAssertEqual(alert.actions.map(\.title), ["OK"])
        XCTAssertTrue(navigationController.topViewController === addMeme, "the form stays for the user to fix")
        let stored = try await memesWorker.fetchMemes()
        XCTAssertEqual(stored, [])
    }

    func testFixingWhatTheStoreRefusedAddsTheMeme() async throws {
        let (list, navigationController) = await makeSUT()
        let addMeme = try await addMeme(
            name: "", url: "https://example.com/doge.png", from: list, in: navigationController)
        XCTAssertTrue(addMeme.presentedViewController is UIAlertController)
        addMeme.dismiss(animated: false)

        addMeme.nameTextField.text = "Doge"
        addMeme.navigationItem.rightBarButtonItem?.tap()
        await saved(addMeme)
        await backOn(list)

        XCTAssertNil(addMeme.presentedViewController)
        XCTAssertEqual(navigationController.viewControllers, [list])
        XCTAssertEqual(list.numberOfRows, 1)
    }

    // MARK: - Showing

    func testSelectingARowShowsThatMeme() async throws {
        let memesWorker = MemesWorker(memesStore: MemesMemStore())
        _ = try await memesWorker.addMeme(memeToAdd: try makeDraft(name: "Doge", url: "https://example.com/doge.png"))
        let grumpy = try await memesWorker.addMeme(
            memeToAdd: try makeDraft(name: "Grumpy Cat", url: "https://example.com/grumpy.png")
        )
        let (list, _) = await makeSUT(memesWorker: memesWorker)

        // A tap selects the row, then tells the delegate, as in UIKit.
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))

        let showMeme = try XCTUnwrap(list.presentedViewController as? ShowMemeHostingController)
        let viewState = showMeme.viewState
        XCTAssertEqual(viewState.router?.dataStore?.meme, grumpy, "the router passed the selected row's meme")
        // What the view's `.task` does when SwiftUI shows it.
        await viewState.getMeme()
        await shown(viewState)
        XCTAssertEqual(viewState.getMemeViewModel?.displayedMeme?.name, "Grumpy Cat")
        XCTAssertEqual(viewState.getMemeViewModel?.displayedMeme?.url, "https://example.com/grumpy.png")
        XCTAssertNil(viewState.failure)
    }

    func testAnAddedMemeCanBeShown() async throws {
        let (list, navigationController) = await makeSUT()
        _ = try await addMeme(name: "Doge", url: "https://example.com/doge.png", from: list, in: navigationController)
        await backOn(list)

        // A tap selects the row, then tells the delegate, as in UIKit.
        list.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

        let showMeme = try XCTUnwrap(list.presentedViewController as? ShowMemeHostingController)
        let viewState = showMeme.viewState
        await viewState.getMeme()
        await shown(viewState)
        XCTAssertEqual(viewState.getMemeViewModel?.displayedMeme?.name, "Doge")
        XCTAssertEqual(viewState.getMemeViewModel?.displayedMeme?.url, "https://example.com/doge.png")
    }
}
