/// `casino completions SHELL`: the tab-completion script for a shell, from the command table.
enum CompletionsCommand {
    static let shell = ValueOption.argument(
        "SHELL", help: "The shell to complete for.", choices: Shell.allCases.map(\.rawValue))

    static let command = Command(
        name: "completions",
        summary: "Print the tab-completion script for bash, zsh or fish.",
        discussion: """
            Load it into the running shell, or install it where the shell looks:
              bash: casino completions bash > ~/.local/share/bash-completion/completions/casino
              zsh:  casino completions zsh > ~/.zsh/completions/_casino (a folder in $fpath)
              fish: casino completions fish > ~/.config/fish/completions/casino.fish
            Scripts/install.sh installs all three.
            """,
        options: [shell]
    ) { options, console in
        guard let shell = try options.choice(CompletionsCommand.shell, as: Shell.self) else {
            let names = Shell.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("completions needs a shell: \(names)")
        }
        try console.writeOut(Completions.script(for: shell))
        return .success
    }
}
