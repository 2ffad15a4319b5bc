/// The generated lines still longer than the project's `lineLength` after the line fitter joined what
/// fits, over a run: what the warning after writing names.
struct LongLineTally: Sendable {
    /// The first file with such lines, and its lines.
    private(set) var first: (path: String, lines: LineFitter.LongLines)?
    /// Where `first` is in the run's output (its scene's place in the spec, its place in the scene):
    /// scenes rendered at once on several threads arrive in any order, the warning names the same file.
    private var firstPlace: (scene: Int, file: Int)?
    private(set) var lineCount = 0
    private(set) var fileCount = 0
    /// A file rendered twice (`generate` renders a scene it evolves before and after) counts once.
    private var paths: Set<String> = []

    init() {}

    mutating func add(_ lines: LineFitter.LongLines, in path: String, place: (scene: Int, file: Int)) {
        guard paths.insert(path).inserted else { return }
        if first == nil || firstPlace.map({ place < $0 }) == true {
            first = (path, lines)
            firstPlace = place
        }
        lineCount += lines.count
        fileCount += 1
    }
}
