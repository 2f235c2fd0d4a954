import FuzzChecks

/// libFuzzer's entry: one input for the save-file target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.saveFile.fuzz(data, size)
}
