// The one app type the generated scenes name (in their data stores). Generated/ must compile on its
// own, so this minimal model stands in for the app's; App/ has the complete one.
struct Meme: Equatable {
    let id: Int
    let name: String
    let url: String
}
