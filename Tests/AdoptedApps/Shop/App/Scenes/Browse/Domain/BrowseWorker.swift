import Foundation

final class BrowseWorker {
    func search(_ text: String) async throws -> [String] {
        [text]
    }
}
