// The benchmark's floor: the least a program can do to leave the same files on disk as vipgen.
//
//   floor OUTDIR SIZE:RELPATH...   write each RELPATH (SIZE bytes) under OUTDIR
//   floor OUTDIR @MANIFEST         the same, one "SIZE RELPATH" per line of MANIFEST
//
// Missing parent directories are made (mkdir, as vipgen must), then every file is written with one
// open/write/close; existing files are truncated. No Foundation: Glibc only, so start-up is a
// static Swift program's minimum. Built by Tests/Benchmarks/bench with `swiftc -O -static-stdlib`.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func fail(_ message: String) -> Never {
    fputs("floor: \(message)\n", stderr)
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else { fail("usage: floor OUTDIR SIZE:RELPATH... | floor OUTDIR @MANIFEST") }
let root = arguments[1]

var entries: [(size: Int, path: String)] = []
if arguments.count == 3, arguments[2].hasPrefix("@") {
    let manifest = String(arguments[2].dropFirst())
    let fd = open(manifest, O_RDONLY)
    guard fd >= 0 else { fail("cannot open \(manifest)") }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    close(fd)
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
        guard let space = line.firstIndex(of: UInt8(ascii: " ")),
            let size = Int(String(decoding: line[line.startIndex..<space], as: UTF8.self))
        else { fail("bad manifest line") }
        entries.append((size, String(decoding: line[(space + 1)...], as: UTF8.self)))
    }
} else {
    for argument in arguments.dropFirst(2) {
        guard let colon = argument.firstIndex(of: ":"), let size = Int(argument[..<colon]) else {
            fail("bad argument '\(argument)', want SIZE:RELPATH")
        }
        entries.append((size, String(argument[argument.index(after: colon)...])))
    }
}

// One buffer of Swift-looking text, as large as the largest file.
let largest = entries.map(\.size).max() ?? 0
var buffer = [UInt8](repeating: UInt8(ascii: " "), count: largest)
for index in stride(from: 79, to: largest, by: 80) { buffer[index] = UInt8(ascii: "\n") }

var made: Set<String> = []
func makeDirectory(_ path: String) {
    if made.contains(path) { return }
    if mkdir(path, 0o755) != 0 && errno != EEXIST { fail("cannot mkdir \(path)") }
    made.insert(path)
}

makeDirectory(root)
buffer.withUnsafeBytes { raw in
    for entry in entries {
        // Parent directories, outermost first.
        var prefix = root
        let parts = entry.path.split(separator: "/")
        for part in parts.dropLast() {
            prefix += "/" + part
            makeDirectory(prefix)
        }
        let path = root + "/" + entry.path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { fail("cannot open \(path)") }
        var written = 0
        while written < entry.size {
            let n = write(fd, raw.baseAddress! + written, entry.size - written)
            guard n > 0 else { fail("cannot write \(path)") }
            written += n
        }
        close(fd)
    }
}
