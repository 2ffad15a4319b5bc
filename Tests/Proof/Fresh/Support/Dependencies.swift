import Foundation

// A team's dependencies, named in the spec (`"dependencies"`) of one scene of each flavor with a worker:
// the worker keeps each and takes it in its `nonisolated` initialiser, whose default makes one (the type's
// `init()`, or the spec's `= SystemClock()`), so they are `nonisolated` as the client is; in a MainActor
// cell an unannotated `ImageStore` fails with "call to main actor-isolated initializer 'init()' in a
// synchronous nonisolated context".

/// Where the app keeps its images: a concrete type, made with `ImageStore()` unless the app gives its own.
nonisolated final class ImageStore: Sendable {
    let names: [String]

    init(names: [String] = []) {
        self.names = names
    }
}

/// What tells the time: a protocol, so the spec gives the worker a default (`any Clock = SystemClock()`).
nonisolated protocol Clock: Sendable {
    func now() -> Date
}

nonisolated struct SystemClock: Clock {
    func now() -> Date { Date() }
}

// Each worker uses what it was given; its generated tests' `makeSUT` takes each, for a test's double.
extension PhotosWorker {
    func imageCount() -> Int { imageStore.names.count }
}

extension UploadsWorker {
    func imageCount() -> Int { imageStore.names.count }
}

extension MailboxWorker {
    func time() -> Date? { clock?.now() }
}

extension TimelineWorker {
    func time() -> Date { clock.now() }
}
