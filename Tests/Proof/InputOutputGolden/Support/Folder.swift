// The app model the golden scene's DataStore field names; everything else here is generated.
struct Folder: Equatable {
    let name: String
    let items: [String]
}
