import CasinoLab
import CasinoSystem

/// `--svg FILE` of `simulate` and `audit`: the charts written to a file the player named.
enum ChartFile {
    /// The option both commands take: one constant, so both describe it alike.
    static let svg = ValueOption(
        "--svg", "FILE", help: "Also draw the histograms as an SVG picture into FILE.")

    /// The file `--svg` names, if given; an empty name is refused, as no file has it.
    static func path(_ options: ParsedOptions) throws(UsageError) -> String? {
        let path = options.string(svg)
        if path?.isEmpty == true { throw UsageError("\(svg.spec.name) needs a file name") }
        return path
    }

    /// Writes `charts` to `path` (replacing it); on failure says why in one line. Returns the
    /// command's exit status.
    static func write(_ charts: [BarChart], to path: String, console: Console) -> ExitCode {
        var failure: Int32 = 0
        do throws(SystemError) {
            let descriptor = try SystemCalls.createFile(path)
            do throws(SystemError) {
                try SystemCalls.writeAll(Array(BarChart.document(charts).utf8), to: descriptor)
            } catch {
                failure = error.code
            }
            if !SystemCalls.close(descriptor), failure == 0 { failure = errno }
        } catch {
            failure = error.code
        }
        // A pipe whose reader went away (`--svg /dev/stdout | head`) ends quietly, as
        // standard output does: the reader had what it wanted.
        guard failure != 0, failure != EPIPE else { return .success }
        console.printError("casino: cannot write \(path): \(SystemError(code: failure).reason)")
        return .ioError
    }
}
