/// How the fuzz targets read one libFuzzer input as the input they fuzz: chunk lengths, lines,
/// arguments.
enum FuzzInput {
    /// Header bytes below this are read lengths (the terminal target): 0 to 15.
    static let endOfHeader: UInt8 = 0x10
    /// The most reads a header may describe: the rest of the bytes come as one more read.
    static let maximumChunks = 64

    /// Splits `input` into a header of read lengths and the bytes sent: every leading byte
    /// below ``endOfHeader`` (at most ``maximumChunks`` of them) is a length, and a byte at
    /// or above it ends the header and is itself sent.
    static func chunkLengths(_ input: [UInt8]) -> (lengths: [Int], bytes: [UInt8]) {
        let header = input.prefix { $0 < endOfHeader }.prefix(maximumChunks)
        return (header.map(Int.init), Array(input.dropFirst(header.count)))
    }

    /// `bytes` cut into reads of `lengths` (a length of 0 is an empty read), with whatever
    /// is left as a last read.
    static func chunks(_ bytes: [UInt8], lengths: [Int]) -> [ArraySlice<UInt8>] {
        var rest = bytes[...]
        var chunks: [ArraySlice<UInt8>] = []
        for length in lengths {
            chunks.append(rest.prefix(length))
            rest = rest.dropFirst(length)
        }
        return chunks + [rest]
    }

    /// The lines of `input` as `Swift.readLine()` returns them: without the newline (or the
    /// CR LF), invalid UTF-8 repaired to U+FFFD; a last line without a newline counts too.
    static func lines(_ input: [UInt8]) -> [String] {
        var lines = input.split(separator: newline, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { line in
            let text = line.last == carriageReturn ? line.dropLast() : line
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// The arguments of a command line written as `input`: split at NUL bytes, as the
    /// kernel hands them to a program, each repaired to UTF-8 as `CommandLine.arguments` is.
    static func arguments(_ input: [UInt8]) -> [String] {
        guard !input.isEmpty else { return [] }
        return input.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
}
