// The app model the long-named scenes' DataStore fields name; everything else in this target is generated.
struct Item: Equatable {
    let id: Int
    let name: String
}
