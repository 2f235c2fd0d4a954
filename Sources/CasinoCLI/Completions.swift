/// The shells `casino completions` writes a script for.
package enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// Tab-completion scripts written from the command table, so an option completes in every
/// shell as soon as it is in the table, and `--help`, the manual and the shells cannot
/// disagree.
///
/// What a script offers: the subcommands and, since `play` is the default, play's options
/// after `casino` alone; each subcommand's options after it; an option's
/// ``OptionSpec/choices`` after the option; folders for a `DIR` value and files for a
/// `FILE` value; nothing for other values (a number the shell cannot guess).
package enum Completions {
    /// The script for `shell`, to be sourced or installed where the shell looks for it.
    package static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    private static let commands = CasinoCommandLine.commands
    private static let defaultCommand = CasinoCommandLine.defaultCommand

    /// Options after a subcommand: its table and `--help`.
    private static func options(of command: Command) -> [OptionSpec] {
        command.options.filter { !$0.isPositional } + [CasinoCommandLine.helpOption]
    }

    /// What completes an option's value (see above), in a shell's words.
    private static func valueCompletion(
        _ option: OptionSpec, words: (String) -> String, directories: String, files: String,
        nothing: String
    ) -> String {
        if !option.choices.isEmpty { return words(option.choices.joined(separator: " ")) }
        switch option.valueName {
        case "DIR": return directories
        case "FILE": return files
        default: return nothing
        }
    }

    private static let header =
        "RMIT Casino \(CasinoCommandLine.version); written by `casino completions"

    // MARK: - bash

    private static func bash() -> String {
        let names = commands.map(\.name).joined(separator: "|")
        // File or folder names, one a line, into COMPREPLY: `COMPREPLY=($(compgen …))` would
        // split "my chart.svg" into two offers (and expand a `*` in a name); `-o filenames`
        // has readline quote the space when it inserts the name.
        func fileNames(_ flag: String) -> String {
            "compopt -o filenames 2>/dev/null; "
                + "mapfile -t COMPREPLY < <(compgen \(flag) -- \"$cur\")"
        }
        var valueCases: [String] = []
        var optionCases: [String] = []
        for command in commands {
            for option in command.options where option.valueName != nil && !option.isPositional {
                let reply = valueCompletion(
                    option, words: { "COMPREPLY=($(compgen -W \"\($0)\" -- \"$cur\"))" },
                    directories: fileNames("-d"), files: fileNames("-f"), nothing: "COMPREPLY=()")
                valueCases.append("        \"\(command.name) \(option.name)\") \(reply); return ;;")
            }
            let words = options(of: command).map(\.name).joined(separator: " ")
            let positional = command.options.filter(\.isPositional).flatMap(\.choices)
                .joined(separator: " ")
            optionCases.append(
                "        \(command.name)) options=\"\(words)\"; arguments=\"\(positional)\" ;;")
        }
        // After `casino` alone: the subcommands, the default command's options and --version.
        let topLevelOptions = options(of: defaultCommand) + [CasinoCommandLine.versionOption]
        let topLevel = (commands.map(\.name) + topLevelOptions.map(\.name)).joined(separator: " ")
        return """
            # bash completion for casino (\(header) bash`).
            # Install: casino completions bash > ~/.local/share/bash-completion/completions/casino
            _casino() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=
                (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
                # bash splits --name=value at '=' (COMP_WORDBREAKS): complete the value of name.
                if [[ $cur == = ]]; then
                    cur=
                elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
                    prev=${COMP_WORDS[COMP_CWORD-2]}
                fi
                local command=\(defaultCommand.name) first=1
                case ${COMP_WORDS[1]} in
                    \(names)) (( COMP_CWORD > 1 )) && command=${COMP_WORDS[1]} first=2 ;;
                esac
                case "$command $prev" in
            \(valueCases.joined(separator: "\n"))
                esac
                if (( COMP_CWORD == 1 )); then
                    COMPREPLY=($(compgen -W "\(topLevel)" -- "$cur"))
                    return
                fi
                local options= arguments=
                case $command in
            \(optionCases.joined(separator: "\n"))
                esac
                # A word the command takes without a name, until one of its values is given.
                if [[ -n $arguments && $cur != -* ]]; then
                    local i
                    for (( i = first; i < COMP_CWORD; i++ )); do
                        [[ " $arguments " == *" ${COMP_WORDS[i]} "* ]] && arguments=
                    done
                    if [[ -n $arguments ]]; then
                        COMPREPLY=($(compgen -W "$arguments" -- "$cur"))
                        return
                    fi
                fi
                COMPREPLY=($(compgen -W "$options" -- "$cur"))
            }
            complete -F _casino casino

            """
    }

    // MARK: - zsh

    private static func zsh() -> String {
        let subcommands = commands.map { "        " + zshQuoted("\($0.name):\($0.summary)") }
        var cases: [String] = []
        for command in commands {
            var specs = command.options.filter(\.isPositional).enumerated().map {
                index, word in
                zshQuoted("\(index + 1):\(word.name):" + zshAction(word))
            }
            specs += options(of: command).map { option in
                let exclusive = option.name == CasinoCommandLine.helpOption.name ? "(- *)" : ""
                guard let valueName = option.valueName else {
                    return zshQuoted("\(exclusive)\(option.name)[\(zshEscaped(option.help))]")
                }
                return zshQuoted(
                    "\(option.name)=[\(zshEscaped(option.help))]:\(valueName):"
                        + zshAction(option))
            }
            if command.name == defaultCommand.name {
                let version = CasinoCommandLine.versionOption
                specs.append(
                    "${top:+" + zshQuoted("(- *)\(version.name)[\(zshEscaped(version.help))]")
                        + "}")
            }
            cases.append(
                "        \(command.name))\n            _arguments -s : \\\n                "
                    + specs.joined(separator: " \\\n                ") + "\n            ;;")
        }
        return """
            #compdef casino
            # zsh completion for casino (\(header) zsh`).
            # Install: casino completions zsh > ~/.zsh/completions/_casino (a folder in $fpath)

            _casino() {
                local -a subcommands
                subcommands=(
            \(subcommands.joined(separator: "\n"))
                )
                local command=\(defaultCommand.name) top=1
                if (( CURRENT > 2 )) && (( ${subcommands[(I)${words[2]}:*]} )); then
                    command=$words[2]
                    top=
                    shift words
                    (( CURRENT-- ))
                elif (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
                    _describe -t subcommands 'casino subcommand' subcommands
                    return
                fi
                case $command in
            \(cases.joined(separator: "\n"))
                esac
            }

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _casino "$@"
            else
                compdef _casino casino
            fi

            """
    }

    private static func zshAction(_ option: OptionSpec) -> String {
        valueCompletion(
            option, words: { "(\($0))" }, directories: "_directories", files: "_files", nothing: "")
    }

    /// Text inside an `_arguments` spec's brackets or a `_describe` entry.
    private static func zshEscaped(_ text: String) -> String {
        text.replacing(/[\[\]:\\]/) { "\\" + $0.output }
    }

    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    // MARK: - fish

    private static func fish() -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var lines = [
            "# fish completion for casino (\(header) fish`).",
            "# Install: casino completions fish > ~/.config/fish/completions/casino.fish",
            "",
            "# The subcommand being completed: the first word after casino, else the default.",
            "function __fish_casino_command",
            "    set -l words (commandline -opc)",
            "    if set -q words[2]; and contains -- $words[2] \(names)",
            "        echo $words[2]",
            "    else",
            "        echo \(defaultCommand.name)",
            "    end",
            "end",
            "",
            "function __fish_casino_using",
            "    test (__fish_casino_command) = $argv[1]",
            "end",
            "",
            "function __fish_casino_at_top",
            "    test (count (commandline -opc)) -eq 1",
            "end",
            "",
            "complete -c casino -f",
        ]
        lines += commands.map { command in
            "complete -c casino -n __fish_casino_at_top -a \(command.name) -d "
                + fishQuoted(command.summary)
        }
        let version = CasinoCommandLine.versionOption
        lines.append(
            "complete -c casino -n __fish_casino_at_top -l \(version.name.dropFirst(2)) -d "
                + fishQuoted(version.help))
        for command in commands {
            let condition = fishQuoted("__fish_casino_using \(command.name)")
            for word in command.options where word.isPositional {
                lines.append(
                    "complete -c casino -n \(condition) -a "
                        + fishQuoted(word.choices.joined(separator: " ")) + " -d "
                        + fishQuoted(word.help))
            }
            for option in options(of: command) {
                var line = "complete -c casino -n \(condition) -l \(option.name.dropFirst(2))"
                if option.valueName != nil {
                    line += valueCompletion(
                        option, words: { " -x -a " + fishQuoted($0) },
                        directories: " -x -a '(__fish_complete_directories)'", files: " -r -F",
                        nothing: " -x")
                }
                lines.append(line + " -d " + fishQuoted(option.help))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
