import CasinoLab
import CasinoSharedModels
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
        do throws(SystemError) {
            try SystemCalls.writeFile(path, Array(BarChart.document(charts).utf8))
            return .success
        } catch {
            // A pipe whose reader went away (`--svg /dev/stdout | head`) ends quietly, as
            // standard output does: the reader had what it wanted.
            guard error.code != EPIPE else { return .success }
            console.printError(SystemFailure(.write, path: path, code: error.code))
            return .ioError
        }
    }
}
