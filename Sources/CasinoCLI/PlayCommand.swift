import CasinoEngine

/// `casino` / `casino play`: the game itself, in the terminal.
enum PlayCommand {
    static let command = Command(
        name: "play",
        summary: "Play RMIT Casino in this terminal (the default).",
        options: [
            .value("--rules", "NAME", help: "Rule set: classic (the spec, default) or easy."),
            .value(
                "--seed", "N",
                help: "Draw spins from a seeded generator, for demos and bug reports."),
        ]
    ) { options, console in
        _ = try options.choice("--rules", as: RuleSetID.self)
        _ = try options.uint64("--seed")
        console.printError("casino: the terminal front end is not built yet; try 'casino odds'")
        return .failure
    }
}
