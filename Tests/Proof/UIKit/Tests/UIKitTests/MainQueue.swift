import Foundation

/// Returns once the main queue has run everything already on it, such as the end of an animated
/// transition the stand-in scheduled.
@MainActor
func nextMainQueueTurn() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
