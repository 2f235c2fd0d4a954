/// `casino manual`: the manual page's source, for `man -l -` or for installing as casino.6.
enum ManualCommand {
    static let command = Command(
        name: "manual",
        summary: "Print the manual page (man casino) as roff source.",
        discussion: """
            Read it without installing:
              casino manual | man -l -
            Scripts/install.sh installs it as share/man/man6/casino.6.
            """,
        options: []
    ) { _, console in
        try console.writeOut(ManualPage.source())
        return .success
    }
}
