// The one app type the generated scenes name (in their data stores); everything else here is generated.
struct Recipe: Equatable {
    let id: Int
    let title: String
}
