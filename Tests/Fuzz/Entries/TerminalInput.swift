import FuzzChecks

/// libFuzzer's entry: one input for the terminal-input target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.terminalInput.fuzz(data, size)
}
