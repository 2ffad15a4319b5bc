/// The bytes a render writes, in memory the renderer allocates and frees itself.
///
/// `Array.append(contentsOf:)` pays for its generic path (uniqueness, capacity and the source's
/// layout checked each time) however few bytes it copies, and rendering a file appends about a
/// hundred pieces of a few bytes each; here an append is a bounds check and a copy (what it saves is
/// in Tests/Benchmarks/README.md). Not a class, so that each append needs no retain or exclusivity check: the renderer that
/// owns it calls `deallocate()` once its render is over.
struct OutputBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> UInt8 { base[index] }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        // `update(from:count:)` copies byte by byte; this is one `memmove`.
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// The first `end` bytes as a string (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    package func string(upTo end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: end), as: UTF8.self)
    }

    /// Drops the first `end` bytes, moving the rest to the front.
    mutating func removeFirst(_ end: Int) {
        UnsafeMutableRawPointer(base).copyMemory(from: base + end, byteCount: count - end)
        count -= end
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        UnsafeMutableRawPointer(grown).copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
