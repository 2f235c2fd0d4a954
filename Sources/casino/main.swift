import CasinoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let status = CasinoCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
