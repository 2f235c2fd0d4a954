import FuzzChecks

/// libFuzzer's entry: one input for the command-line target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.commandLine.fuzz(data, size)
}
