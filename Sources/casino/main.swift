import CasinoCLI
import CasinoSystem

// Before anything opens a file: a closed standard stream must not lend its number to the
// session lock or the save (see SystemCalls.openStandardDescriptors). The window program is
// this same executable built with the Window trait, so it starts here too.
let closedStreams = SystemCalls.openStandardDescriptors()
// A reader that goes away is a write error (EPIPE) the command line ends on quietly, not a
// signal that kills the program mid-write.
SystemCalls.ignoreBrokenPipes()
let status = CasinoCommandLine.run(
    Array(CommandLine.arguments.dropFirst()), console: .standard(closed: closedStreams))
exit(status.rawValue)
