import CasinoCLI
import CasinoSystem

let status = CasinoCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
