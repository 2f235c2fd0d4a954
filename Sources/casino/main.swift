import CasinoCLI
import Foundation

let status = CasinoCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
