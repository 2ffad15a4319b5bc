// The one app type the generated scenes name (in their data stores); everything else here is generated.
struct Contact: Equatable {
    let id: Int
    let name: String
}
