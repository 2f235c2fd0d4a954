import FuzzChecks

/// libFuzzer's entry: one input for the plain-commands target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.plainCommands.fuzz(data, size)
}
