import Foundation

/// Answers at once (sync), as the original templates' workers do.
class ComposeWorker {
    func save(_ text: String) -> Bool {
        !text.isEmpty
    }
}
