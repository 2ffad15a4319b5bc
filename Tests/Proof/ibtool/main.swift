import Foundation
import InterfaceBuilder

// Compiles storyboards as Xcode's build does: `ibtool OUTPUT FILE.storyboard...` writes each as
// OUTPUT/NAME.storyboardc, where UIStoryboard(name: NAME, bundle: nil) looks when OUTPUT is the
// folder of the test executable (Bundle.main's resources on Linux).
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: ibtool OUTPUT FILE.storyboard...\n".utf8))
    exit(64)
}
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    do {
        let source = try StoryboardSource(xml: String(contentsOf: url, encoding: .utf8))
        try StoryboardCompiler.compile(
            source, named: url.deletingPathExtension().lastPathComponent, into: URL(fileURLWithPath: output))
    } catch {
        FileHandle.standardError.write(Data("\(path): error: \(error)\n".utf8))
        exit(65)
    }
}
