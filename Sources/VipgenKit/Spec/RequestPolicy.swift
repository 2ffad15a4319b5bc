/// What an async scene's interactor does with a request of a use case while an earlier one of the same
/// use case still runs.
enum RequestPolicy: String, CaseIterable, Equatable, Sendable {
    /// A read: a newer request cancels the one still running, and the scene going away cancels it; only
    /// the latest request's answer reaches the presenter.
    case latestWins = "latest-wins"
    /// A write: every request runs to completion, in the order made, each after the one before ends;
    /// neither a newer request nor the scene going away cancels it (a delete already on the wire must
    /// not lose its answer).
    case runToCompletion = "run-to-completion"

    /// The first words of the use case names that change something: their requests run to completion
    /// unless the spec says otherwise. A name is split into its words (`DeleteMeme`: `Delete`, `Meme`).
    static let writingVerbs: Set<String> = [
        "Accept", "Add", "Approve", "Archive", "Block", "Book", "Buy", "Cancel", "Change", "Clear", "Confirm",
        "Create", "Decline", "Delete", "Edit", "Favorite", "Favourite", "Follow", "Insert", "Like", "Mark",
        "Move", "Pay", "Post", "Publish", "Purchase", "Register", "Reject", "Remove", "Rename", "Reorder",
        "Report", "Reset", "Save", "Send", "Set", "Share", "Submit", "Subscribe", "Toggle", "Unblock",
        "Unfollow", "Unlike", "Unsubscribe", "Update", "Upload", "Upsert", "Vote", "Write",
    ]

    /// The policy a use case's name implies: `runToCompletion` when its first word is a writing verb
    /// (`SaveDraft`, `DeleteMeme`, `CancelOrder`), `latestWins` otherwise (`FetchMemes`, `Load`, `Search`).
    static func implied(byName name: String) -> RequestPolicy {
        let firstWord = String(name.prefix(1) + name.dropFirst().prefix { !$0.isUppercase })
        return writingVerbs.contains(firstWord) ? .runToCompletion : .latestWins
    }

    /// Reads a spec value, naming the choices when it is not one of them.
    static func parse(_ text: String) throws(InvalidValue) -> RequestPolicy {
        if let policy = RequestPolicy(rawValue: text) { return policy }
        let choices = allCases.map(\.rawValue)
        throw InvalidValue(
            "unknown request policy '\(JSONText.displayed(text))'; use \(choices.map { "'\($0)'" }.joined(separator: " or "))"
                + Suggestion.didYouMean(text, among: choices))
    }
}
