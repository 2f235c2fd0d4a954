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
}
