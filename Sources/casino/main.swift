import CasinoCLI
import Foundation

let status = await CasinoCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
