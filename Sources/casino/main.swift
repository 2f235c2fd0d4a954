import CasinoCLI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let status = CasinoCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
